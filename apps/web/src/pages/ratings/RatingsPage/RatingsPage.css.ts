import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: '760px' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.lg,
  minWidth: 0,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const words = style({ margin: 0, whiteSpace: 'pre-line' });

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
