import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The seed's carousel: 16 tiles, a window of 4, steps of 256 px (240 px tile + 16 px gap). */
export const TILE = 240;
export const GAP = 16;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: `${4 * (TILE + GAP) + 2 * 56}px`,
});
export const viewport = style({ overflow: 'hidden', flex: 1, maxWidth: `${4 * (TILE + GAP) - GAP}px` });
export const track = style({
  display: 'flex',
  gap: `${GAP}px`,
  touchAction: 'pan-y pinch-zoom',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const slide = style({ flex: `0 0 ${TILE}px`, minWidth: 0 });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  height: '140px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  background: vars.color.brandSubtle,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
});
export const glyph = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  selectors: {
    // Generated text with an empty alternative (`/ ""`) is not read; browsers without that syntax
    // keep the plain declaration before it, and the span is aria-hidden in any case.
    '&[data-letter]::before': { content: ['attr(data-letter)', 'attr(data-letter) / ""'] },
  },
});
