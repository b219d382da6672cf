import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/* DayPicker's parts, named by its UI keys; a day's availability comes from data-state. */

const cell = '36px';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const root = style({ position: 'relative', color: vars.color.text, fontSize: vars.fontSize.sm });

export const months = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const caption = style({ display: 'flex', alignItems: 'center', height: cell, paddingRight: '84px' });

export const captionLabel = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** Previous and next sit together at the top right, above every month. */
export const nav = style({
  position: 'absolute',
  top: 0,
  right: 0,
  display: 'flex',
  gap: vars.space.xs,
  zIndex: 1,
});

export const grid = style({ borderCollapse: 'separate', borderSpacing: '2px' });

export const weekday = style({
  width: cell,
  height: '24px',
  padding: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** Free and booked days, in the calendar and in its key alike. */
const dayStates = {
  '&[data-state="available"]': { background: vars.color.positiveSubtle, color: vars.color.text },
  // Booked days: struck through as well as tinted, so colour is not the only sign.
  '&[data-state="unavailable"]': {
    background: vars.color.criticalSubtle,
    color: vars.color.critical,
    textDecoration: 'line-through',
  },
} as const;

export const day = style({
  width: cell,
  height: cell,
  padding: 0,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    ...dayStates,
    // Past days: muted text on no tint (still readable: the contrast rules apply to them too).
    '&[data-state="past"]': { color: vars.color.textMuted },
    '&[data-today]': { boxShadow: `inset 0 0 0 2px ${vars.color.brand}`, fontWeight: vars.fontWeight.bold },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  selectors: dayStates,
});
