import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const priceCell = style({ display: 'grid', whiteSpace: 'nowrap' });

export const manageList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const manageItem = style({ display: 'grid', gap: vars.space.md });

export const manageHead = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
});

export const manageFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
