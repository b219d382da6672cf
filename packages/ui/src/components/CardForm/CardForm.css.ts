import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { control } from '../_internal/field.css';

export { field } from '../_internal/field.css';

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** Expiry and CVC side by side; under each other on a narrow phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});

/** The label, and at its end the brand, read with the number (aria-describedby). */
export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const input = style([control, { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }]);

export const brand = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
