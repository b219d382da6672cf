import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const diff = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: '2px',
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});
export const diffLine = style({ overflowWrap: 'anywhere' });
export const before = style({ color: vars.color.critical, textDecoration: 'line-through' });
export const after = style({ color: vars.color.positive });
