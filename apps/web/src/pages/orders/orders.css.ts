import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const headerText = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 20rem' });

export const filter = style({ width: '14rem', maxWidth: '100%' });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
