import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const dateForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

export const dateField = style({ flex: '0 1 20rem', minWidth: 0 });

export const saveButton = style({ marginTop: '1.75rem' });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const payout = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const payoutTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const orders = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
