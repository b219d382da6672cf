import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const callout = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${vars.space.xs} ${vars.space.md}`,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid color-mix(in srgb, currentColor 28%, transparent)',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
  variants: {
    tone: {
      info: { background: vars.color.brandSubtle, borderColor: vars.color.brand },
      positive: { background: vars.color.positiveSubtle, borderColor: vars.color.positive },
      warning: { background: vars.color.warningSubtle, borderColor: vars.color.warning },
      critical: { background: vars.color.criticalSubtle, borderColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'flex', paddingTop: '1px' },
  variants: {
    tone: {
      info: { color: vars.color.brand },
      positive: { color: vars.color.positive },
      warning: { color: vars.color.warning },
      critical: { color: vars.color.critical },
    },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ display: 'grid', gap: vars.space.xs });

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
