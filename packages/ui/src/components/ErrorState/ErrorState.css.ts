import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: { display: 'flex', gap: vars.space.lg, color: vars.color.text },
  variants: {
    layout: {
      block: {
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        maxWidth: '560px',
        marginInline: 'auto',
        paddingBlock: vars.space.xxl,
        paddingInline: vars.space.lg,
      },
      inline: {
        flexDirection: 'row',
        alignItems: 'flex-start',
        padding: vars.space.lg,
        borderRadius: vars.radius.md,
        background: vars.color.criticalSubtle,
      },
    },
  },
  defaultVariants: { layout: 'block' },
});

export const icon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    color: vars.color.critical,
  },
  variants: {
    layout: {
      block: { width: '64px', height: '64px', padding: vars.space.md, background: vars.color.criticalSubtle },
      inline: { width: '24px', height: '24px' },
    },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, flex: '1 1 auto' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  selectors: { '[data-layout="block"] &': { justifyContent: 'center' } },
});
