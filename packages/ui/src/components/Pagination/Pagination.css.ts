import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const nav = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.touch,
  height: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled):not([aria-current="page"])': {
      background: vars.color.surfaceSunken,
    },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.textOnBrand,
      cursor: 'default',
    },
    '&[aria-disabled="true"], &:disabled': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      opacity: 0.7,
    },
  },
});

export const stepLabel = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const glyph = style({ width: '18px', height: '18px', flexShrink: 0 });

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  height: vars.size.touch,
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
});

/** Page numbers give way to 'Page 3 of 10' on phones. */
export const pageItem = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const summary = style({
  display: 'none',
  paddingInline: vars.space.md,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});
