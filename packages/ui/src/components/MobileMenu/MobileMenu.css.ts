import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.navbar,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.lg,
  paddingBottom: vars.space.xxxl,
});

export const group = style({ display: 'grid', gap: vars.space.xxs });

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const theme = style({ padding: `${vars.space.sm} ${vars.space.md}` });

export const count = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.md,
});

export const guest = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const sections = style({ display: 'grid', gap: vars.space.xl });

export const dot = style({
  marginLeft: 'auto',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
});
