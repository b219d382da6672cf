import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const viewport = style({ overflow: 'hidden' });
export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });
export const slide = style({ flex: '0 0 100%', minWidth: 0, aspectRatio: '16 / 5' });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  selectors: { '&[data-side="prev"]': { left: vars.space.md }, '&[data-side="next"]': { right: vars.space.md } },
});
export const dots = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
// A 24 px target (WCAG 2.5.8) around a 10 px dot.
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  border: 'none',
  background: 'transparent',
  padding: 0,
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '10px',
    height: '10px',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.surface}`,
  },
  selectors: { '&[aria-current="true"]::before': { background: vars.color.surface } },
});
