import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
});

export const step = style({ display: 'grid', gap: vars.space.lg });

/** A step's heading takes the focus when the step opens (read first, no visible ring needed). */
export const stepHeading = style({ selectors: { '&:focus': { outline: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const lines = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  selectors: { '&[data-state="unavailable"]': { borderColor: vars.color.critical } },
});

export const lineBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const lineTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const price = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const lineProblem = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const totalTerm = style({
  margin: 0,
  color: vars.color.textMuted,
  selectors: { '&[data-total]': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
});

export const totalValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-total]': { fontWeight: vars.fontWeight.bold } },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'baseline',
  margin: 0,
});

export const created = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const createdPanel = style({ display: 'grid', gap: vars.space.sm });
