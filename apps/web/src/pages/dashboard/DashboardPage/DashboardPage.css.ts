import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const todos = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const todo = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '3px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const charts = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
});
