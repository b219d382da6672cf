import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const card = style({
  width: '100%',
  maxWidth: '440px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

const messageBase = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const message = styleVariants({
  critical: [messageBase, { background: vars.color.criticalSubtle, color: vars.color.critical }],
  positive: [messageBase, { background: vars.color.positiveSubtle, color: vars.color.positive }],
});
