import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { control } from '../_internal/field.css';

export { field } from '../_internal/field.css';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const prefix = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  pointerEvents: 'none',
});

export const input = style([
  control,
  { paddingInlineStart: `calc(${vars.space.md} + 2.25ch)`, fontVariantNumeric: 'tabular-nums' },
]);
