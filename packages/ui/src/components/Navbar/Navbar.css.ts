import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.container,
  minHeight: vars.size.navbar,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': { [media.mobile]: { paddingInline: vars.space.lg, gap: vars.space.sm } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  textDecoration: 'none',
  flexShrink: 0,
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.lg,
});

export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none !important' } } });
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none !important' } } });

export const links = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const search = style({ flex: '1 1 280px', maxWidth: '440px', marginInline: 'auto' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const badge = style({
  position: 'absolute',
  top: '0',
  right: '-2px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '5px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

export const dot = style({
  position: 'absolute',
  top: '7px',
  right: '8px',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const userTrigger = style({ maxWidth: '240px', paddingInline: vars.space.sm });

export const userName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

/**
 * A page the server drew shows the navbar as a visitor sees it. When the browser holds a
 * session, the app's boot script marks `<html data-session>` until the app has restored it, and
 * writes the member's first name into SESSION_NAME_PROPERTY on <html>: Login and Signup give
 * way to 'Hi, {first name}' (the Navbar's SessionPending), so a signed-in member neither sees
 * them flash nor an empty header before their own menu.
 */
export const GUEST_ONLY_PENDING = 'html[data-session] [data-guest-only]';
globalStyle(GUEST_ONLY_PENDING, { display: 'none' });

/** The CSS property (on <html>) holding the member's first name as a CSS string; boot.js sets it. */
export const SESSION_NAME_PROPERTY = '--pinjam-session-name';

export const sessionPending = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  maxWidth: '240px',
  paddingInline: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`html[data-session] ${sessionPending}`, { display: 'inline-flex' });

export const sessionAvatar = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const sessionName = style({
  selectors: { '&::after': { content: `var(${SESSION_NAME_PROPERTY}, "")` } },
});
