import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The label row: the option's name, then its count at the row's end. */
export const optionLabel = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style({
  flexShrink: 0,
  // Three digits' width, counts or not: a label wraps the same before and after they arrive.
  minWidth: '3ch',
  textAlign: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** 'Show all' / 'Show fewer': a quiet text button under the list. */
export const toggle = style({
  all: 'unset',
  justifySelf: 'start',
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
