import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

// The lines and the totals of a document: a plain table that stays a table on a phone (the item
// column wraps, quantity and amount stay narrow), and whose header repeats on each printed page.

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  paddingBottom: vars.space.sm,
});

export const headCell = style({
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  selectors: { '&:first-child': { paddingLeft: 0 }, '&:last-child': { paddingRight: 0 } },
});

export const row = style({ breakInside: 'avoid' });

export const cell = style({
  verticalAlign: 'top',
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingLeft: 0 }, '&:last-child': { paddingRight: 0 } },
});

export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const itemTitle = style({
  display: 'block',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const itemDetail = style({ display: 'block', color: vars.color.textMuted, marginTop: vars.space.xxs });

export const totals = style({
  marginLeft: 'auto',
  width: 'min(100%, 360px)',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  breakInside: 'avoid',
});

export const totalLabel = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.xs} 0`,
  color: vars.color.textMuted,
});

export const totalValue = style({ textAlign: 'right', padding: `${vars.space.xs} 0`, whiteSpace: 'nowrap' });

export const grandTotal = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  borderTop: `2px solid ${vars.color.text}`,
  paddingTop: vars.space.sm,
});
