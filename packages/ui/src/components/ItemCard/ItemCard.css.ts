import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const card = style({ height: '100%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  // The page background, not the sunken one: muted text on it keeps its contrast.
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const placeholderGlyph = style({ width: '40px', height: '40px' });

/** Over the picture's top-left corner. */
export const verified = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const district = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const pin = style({ width: '1em', height: '1em', flexShrink: 0 });

export const prices = style({ display: 'grid', gap: vars.space.xxs });

export const price = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: vars.space.md },
  },
});

export const gridItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const skeletonBody = style({ display: 'grid', gap: vars.space.xs });
