import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
});

/** A neutral "payment provider" card: not Pinjam's look, and not PayPal's either. */
export const sheet = style({
  width: '100%',
  maxWidth: '440px',
  display: 'grid',
  gap: vars.space.lg,
  borderTop: `6px solid ${vars.color.textMuted}`,
});

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const lines = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'grid', gap: vars.space.sm });
