import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/* DayPicker's parts, named by its UI keys; day states come from its data attributes. */

const cell = '40px';

export const root = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

export const month = style({
  display: 'grid',
  gridTemplateColumns: `${cell} 1fr ${cell}`,
  alignItems: 'center',
  rowGap: vars.space.sm,
});

export const caption = style({ gridColumn: 2, gridRow: 1, textAlign: 'center' });

export const captionLabel = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/* The month and year lists (yearPicker): native selects in the theme's look. */
export const dropdowns = style({ display: 'inline-flex', gap: vars.space.xs, justifyContent: 'center' });

export const dropdownRoot = style({ display: 'inline-flex' });

// DayPicker draws the chosen option again beside each select (for its own stylesheet, which
// lays the select over it); the select shows it here.
globalStyle(`${dropdownRoot} > span`, { display: 'none' });

export const dropdown = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const navButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  gridRow: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: cell,
  height: cell,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
    '&[aria-disabled="true"]': { color: vars.color.borderStrong, cursor: 'not-allowed' },
  },
});

export const previous = style([navButton, { gridColumn: 1 }]);
export const next = style([navButton, { gridColumn: 3 }]);

export const grid = style({ gridColumn: '1 / -1', borderCollapse: 'collapse', margin: '0 auto' });

export const weekday = style({
  width: cell,
  height: '28px',
  padding: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

const edge = {
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
};

export const day = style({
  width: cell,
  height: cell,
  padding: '1px 0',
  textAlign: 'center',
  selectors: {
    // A range is a band behind the days; its first and last day are solid.
    '&[data-range="middle"]': { background: vars.color.brandSubtle },
    '&[data-range="start"]': {
      background: `linear-gradient(to right, transparent 50%, ${vars.color.brandSubtle} 50%)`,
      backgroundClip: 'content-box',
    },
    '&[data-range="end"]': {
      background: `linear-gradient(to left, transparent 50%, ${vars.color.brandSubtle} 50%)`,
      backgroundClip: 'content-box',
    },
  },
});

export const dayButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '38px',
  height: '38px',
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
    '[data-today] > &': {
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
      fontWeight: vars.fontWeight.bold,
    },
    '[data-outside] > &': { color: vars.color.textMuted },
    '[data-selected] > &, [data-selected] > &:hover': edge,
    '[data-range="middle"] > &, [data-range="middle"] > &:hover': {
      background: 'transparent',
      color: vars.color.text,
      fontWeight: vars.fontWeight.regular,
    },
    // Unavailable days: struck through, so colour is not the only sign.
    '[data-disabled] > &': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const footer = style({
  marginTop: vars.space.sm,
  minHeight: '20px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
