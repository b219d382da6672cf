import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const stack = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start', minWidth: 0 });

export const block = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xs });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const pairValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const lines = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const formRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
