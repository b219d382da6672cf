import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@pinjam/ui/theme';

export const page = recipe({
  base: { display: 'grid', gap: vars.space.xl, minWidth: 0, alignContent: 'start' },
  variants: {
    width: {
      narrow: { maxWidth: '760px' },
      medium: { maxWidth: '1100px' },
      wide: { maxWidth: '1200px' },
      full: {},
    },
  },
});

export const back = style({ justifySelf: 'start' });

export const header = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const intro = style({ maxWidth: '75ch' });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A grid item holding tables: it must not grow to a table's width (the table scrolls). */
export const content = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
