import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const days = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const day = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const dayHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const lines = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.md,
  alignItems: 'baseline',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.text,
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

/** StartActions: its two buttons. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
});
