import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const header = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '72px minmax(0, 1fr)' } },
});

export const cover = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});

export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const lineTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const lineEnd = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  '@media': {
    [media.mobile]: {
      gridColumn: '2',
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  },
});

export const price = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const totalTerm = style({
  color: vars.color.textMuted,
  selectors: { '&[data-total]': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
});

export const totalValue = style({
  margin: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-total]': { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg } },
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Read by screen readers, not shown: the list's heading keeps the outline whole. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
