import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Search, filters and buttons: in a row on a wide screen, wrapping on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minWidth: 0,
});

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flex: '2 1 18rem',
  minWidth: 0,
});

export const searchField = style({ flex: '1 1 12rem', minWidth: 0 });

export const fieldButton = style({ flex: 'none' });

export const filter = style({ flex: '1 1 11rem', minWidth: 0, maxWidth: '16rem' });

export const end = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const empty = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' });
