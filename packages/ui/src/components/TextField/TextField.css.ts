import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { control } from '../_internal/field.css';

// The field, label, help, error and control box are shared with the other form controls.
export { field, label, description, error } from '../_internal/field.css';

export const input = style([
  control,
  {
    selectors: {
      '&[type="file"]': { cursor: 'pointer', paddingBlock: vars.space.xs },
      '&[type="file"]:disabled': { cursor: 'not-allowed' },
      '&::file-selector-button': {
        marginRight: vars.space.md,
        minHeight: '32px',
        padding: `0 ${vars.space.md}`,
        border: `1px solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.sm,
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        font: 'inherit',
        cursor: 'pointer',
      },
    },
  },
]);
