import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border}`,
      overflowX: 'visible',
    },
  },
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-state="active"]': { color: vars.color.text },
    // The active tab's bar sits on the list's border.
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      bottom: '-1px',
      height: '3px',
      borderRadius: '3px 3px 0 0',
      background: vars.color.brand,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-orientation="vertical"]': {
      borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
      whiteSpace: 'normal',
    },
    '&[data-orientation="vertical"][data-state="active"]::after': {
      insetInline: 'auto',
      right: '-1px',
      top: vars.space.xs,
      bottom: vars.space.xs,
      width: '3px',
      height: 'auto',
      borderRadius: '3px 0 0 3px',
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
