import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { label, description } from '../_internal/field.css';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

/** Min, max and Apply on one row; Apply wraps under them when the column is narrow. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const bound = style({ flex: '1 1 6rem' });

/** Level with the boxes (under their labels), not with an error that may follow them. */
export const apply = style({
  minHeight: '44px',
  marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
});
