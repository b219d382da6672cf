import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    // A hairline in the tone's own colour keeps pale tints apart from the page.
    border: '1px solid color-mix(in srgb, currentColor 22%, transparent)',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      brand: { background: vars.color.brandSubtle, color: vars.color.brand },
      positive: { background: vars.color.positiveSubtle, color: vars.color.positive },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      critical: { background: vars.color.criticalSubtle, color: vars.color.critical },
    },
    size: {
      sm: { padding: `1px ${vars.space.sm}`, fontSize: vars.fontSize.xs, minHeight: '20px' },
      md: { padding: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.fontSize.sm, minHeight: '24px' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.1em',
  height: '1.1em',
});
