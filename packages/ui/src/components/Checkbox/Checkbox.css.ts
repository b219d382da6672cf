import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { choiceBox } from '../_internal/fieldChoice.css';

export { choice, choiceText, choiceLabel, choiceControlSlot } from '../_internal/fieldChoice.css';
export { description, error } from '../_internal/field.css';

export const box = style([
  choiceBox,
  {
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
      },
    },
  },
]);

export const indicator = style({ display: 'inline-flex' });

// The indicator's data-state picks the mark, whether checked is controlled or not.
export const tick = style({
  selectors: { [`${indicator}[data-state="indeterminate"] > &`]: { display: 'none' } },
});
export const dash = style({
  selectors: { [`${indicator}:not([data-state="indeterminate"]) > &`]: { display: 'none' } },
});
