import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const header = style({ display: 'grid', gap: vars.space.xs });
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
