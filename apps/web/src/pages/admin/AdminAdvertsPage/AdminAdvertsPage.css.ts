import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const preview = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
});
export const upload = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
// The whole artwork, letterboxed: a thumbnail that crops would hide what the admin checks.
export const thumb = style({
  width: '100%',
  aspectRatio: '16 / 7',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
