import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * The row of a checkbox, a radio or a switch: the control beside its label, with the description
 * (and a checkbox's error) under the label. Shared by Checkbox, Radio and Switch.
 */

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'start',
});

export const choiceText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, gridColumn: 2 });

export const choiceLabel = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: '24px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '[data-disabled] &': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** The control sits in a 24px-high box so it centres on the label's first line. */
export const choiceControlSlot = style({ display: 'flex', alignItems: 'center', height: '24px' });

/** The box a checkbox or radio draws: 20px, bordered, focus ring from the global style. */
export const choiceBox = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textOnBrand,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `0 0 0 1px ${vars.color.critical}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, background: vars.color.surfaceSunken },
  },
});
