import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const number = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, color: vars.color.textMuted });
