import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({
  maxWidth: '820px',
  margin: `${vars.space.xl} auto`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `0 ${vars.space.lg}`,
});
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.lg });
export const email = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const body = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: `${vars.space.md} 0 0`,
});
