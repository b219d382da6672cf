import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

const mobile = 'screen and (max-width: 1022px)';
const phone = 'screen and (max-width: 600px)';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const cardPlaceholder = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const cardDisabled = style({});
globalStyle(`${cardDisabled} img`, { filter: 'grayscale(0.7)', opacity: 0.75 });

export const cardBody = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const cardPrices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ color: vars.color.textMuted });

export const cardLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
