import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { choiceBox } from '../_internal/fieldChoice.css';

export { choice, choiceText, choiceLabel, choiceControlSlot } from '../_internal/fieldChoice.css';
export { field, label, description, error } from '../_internal/field.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.xs,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
  },
});

export const box = style([
  choiceBox,
  {
    borderRadius: vars.radius.full,
    selectors: {
      '&[data-state="checked"]': { borderColor: vars.color.brand, borderWidth: '2px' },
      '[data-state="invalid"] &': { borderColor: vars.color.critical },
    },
  },
]);

export const dot = style({
  display: 'block',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});
