import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '3px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
