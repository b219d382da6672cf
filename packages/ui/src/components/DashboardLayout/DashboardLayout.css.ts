import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  alignItems: 'start',
  gap: vars.space.xxl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const nav = style({
  position: 'sticky',
  top: `calc(${vars.size.navbar} + ${vars.space.lg})`,
  '@media': {
    [media.mobile]: {
      // Static, not sticky, on a phone; relative so the edge signs sit on the row's ends.
      position: 'relative',
      top: 'auto',
      marginInline: `calc(-1 * ${vars.space.lg})`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: {
      display: 'flex',
      gap: vars.space.xs,
      overflowX: 'auto',
      paddingInline: vars.space.lg,
      paddingBottom: vars.space.sm,
      scrollbarWidth: 'thin',
      // A link reached by Tab is scrolled clear of the edge signs.
      scrollPaddingInline: vars.space.xxxl,
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.brandSubtle,
      color: vars.color.text,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
  '@media': {
    [media.mobile]: {
      whiteSpace: 'nowrap',
      selectors: { '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.brand}` } },
    },
  },
});

export const content = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/**
 * A fade with an arrow over each end of the phone's row while there is more that way. Not on
 * wider screens, where the list is a column that never scrolls sideways.
 */
export const edge = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      top: 0,
      // Above the row's own padding and border, so the active tab's underline stays clear.
      bottom: vars.space.sm,
      display: 'flex',
      alignItems: 'center',
      width: vars.space.xxxl,
      color: vars.color.text,
      pointerEvents: 'none',
      opacity: 0,
      transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
  selectors: {
    '&[data-side="start"]': {
      left: 0,
      justifyContent: 'flex-start',
      paddingLeft: vars.space.xs,
      background: `linear-gradient(to right, ${vars.color.background} 45%, transparent)`,
    },
    '&[data-side="end"]': {
      right: 0,
      justifyContent: 'flex-end',
      paddingRight: vars.space.xs,
      background: `linear-gradient(to left, ${vars.color.background} 45%, transparent)`,
    },
    '[data-overflow="both"] > &, [data-overflow="start"] > &[data-side="start"], [data-overflow="end"] > &[data-side="end"]':
      { opacity: 1 },
  },
});
