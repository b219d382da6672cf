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
      position: 'static',
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
