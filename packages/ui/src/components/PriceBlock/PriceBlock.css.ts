import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const price = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs });

export const amount = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** A term and its value: one grid row. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const value = style({
  margin: 0,
  textAlign: 'right',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-tone="critical"]': { color: vars.color.critical } },
});
