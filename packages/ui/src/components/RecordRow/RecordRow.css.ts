import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const phone = 'screen and (max-width: 600px)';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  selectors: { '&[data-has-media]': { gridTemplateColumns: '88px minmax(0, 1fr)' } },
  '@media': {
    [phone]: { selectors: { '&[data-has-media]': { gridTemplateColumns: '56px minmax(0, 1fr)' } } },
  },
});

export const media = style({
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const headings = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 16rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textDecorationColor: vars.color.borderStrong,
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { color: vars.color.brand, textDecorationColor: 'currentColor' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({ flex: '0 0 auto' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const amount = style({ fontWeight: vars.fontWeight.bold });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });
globalStyle(`${note} p`, { margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
