import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { control } from '../_internal/field.css';
import { popoverPanel } from '../_internal/popover.css';

export { field } from '../_internal/field.css';

/** The bordered box: the trigger fills it, the clear button sits at its end. */
export const box = style([
  control,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    // As a grid item it may shrink below its text (a long period is cut with an ellipsis).
    minWidth: 0,
    padding: 0,
    selectors: {
      '&:has(button[aria-invalid="true"])': {
        borderColor: vars.color.critical,
        boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
      },
      '&[data-disabled]': { background: vars.color.surfaceSunken, opacity: 0.7 },
      '&:hover:not([data-disabled])': { borderColor: vars.color.textMuted },
    },
  },
]);

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '42px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const calendarIcon = style({ color: vars.color.textMuted });

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const clear = style({ marginRight: vars.space.xxs });

export const content = style([
  popoverPanel,
  {
    padding: vars.space.md,
  },
]);

/** Holds the popover's place for the moment the calendar's chunk takes to arrive. */
export const calendarLoading = style({
  display: 'flex',
  margin: `${vars.space.xl} auto`,
});
