import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-current="page"]': {
      background: vars.color.brandSubtle,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const avatar = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const top = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-state="unread"] &': { fontWeight: vars.fontWeight.bold } },
});

export const time = style({ flexShrink: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const item = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const bottom = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const preview = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '[data-state="unread"] &': { color: vars.color.text } },
});

export const unread = style({
  flexShrink: 0,
  minWidth: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});
