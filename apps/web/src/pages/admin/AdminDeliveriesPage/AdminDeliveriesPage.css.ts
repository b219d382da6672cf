import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

/** A grid item holding a table: it must not grow to the table's width (the table scrolls). */
export const board = style({ minWidth: 0 });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 16rem))',
  margin: 0,
  padding: 0,
  border: 0,
});

/** The table on wide screens; cards on a phone. */
export const wide = style({ minWidth: 0, '@media': { [media.mobile]: { display: 'none' } } });
export const narrow = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'grid', gap: vars.space.md } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stack = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

/** A party in the table: wide enough for an address to read as lines, not a column of letters. */
export const partyCell = style({ minWidth: '11rem', maxWidth: '16rem' });

export const tripCell = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  minWidth: '10rem',
  maxWidth: '16rem',
});

export const rowActions = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'stretch',
  minWidth: '7rem',
});

export const dateCell = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
  whiteSpace: 'nowrap',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const label = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const list = style({ margin: 0, paddingInlineStart: '1.1em' });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const rowError = style({ margin: 0, color: vars.color.critical, maxWidth: '28ch', textAlign: 'end' });

export const cardError = style({ margin: 0, color: vars.color.critical });
