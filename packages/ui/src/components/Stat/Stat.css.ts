import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const stat = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    alignContent: 'start',
    minWidth: 0,
    margin: 0,
    color: vars.color.text,
  },
  variants: {
    surface: {
      true: {
        padding: vars.space.lg,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.sm,
      },
      false: {},
    },
  },
  defaultVariants: { surface: true },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-sentiment="positive"]': { color: vars.color.positive },
    '&[data-sentiment="negative"]': { color: vars.color.critical },
    '&[data-sentiment="neutral"]': { color: vars.color.textMuted },
  },
});

export const arrow = style({ width: '1em', height: '1em' });
