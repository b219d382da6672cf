import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * The form-field look shared by TextField and the other labelled controls (TextArea, Select,
 * DatePicker, LocationSelect, FileDropzone, Checkbox, Radio, Switch): the column, its label, help
 * and error texts, and the bordered control box. Moved here from TextField.css.ts unchanged.
 */

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

/** The bordered box of a text-like control: input, textarea, select trigger, date button. */
export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed', opacity: 0.7 },
  },
});

/** The label of a field whose label is shown elsewhere (e.g. the hero's date picker). */
export const hiddenLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
