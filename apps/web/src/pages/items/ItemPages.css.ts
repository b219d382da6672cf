import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

const mobile = 'screen and (max-width: 1022px)';
const phone = 'screen and (max-width: 600px)';

// ─── Page header (every owner page) ──────────────────────────────────────────────────────────

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headerText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, maxWidth: '60ch' });

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

// ─── The item form ───────────────────────────────────────────────────────────────────────────

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '880px',
});

/** The fields' fieldset: disabled while the listing is sent; no frame of its own. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const threeColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const offer = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const offerError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

/** The rent or sale details under their checkbox, set in a little. */
export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `2px solid ${vars.color.border}`,
  '@media': { [phone]: { paddingInlineStart: vars.space.md } },
});

export const narrow = style({ maxWidth: '16rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const progress = style({ flex: '1 1 16rem', minWidth: 0 });

// ─── My items (cards) ────────────────────────────────────────────────────────────────────────

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

// ─── View items (table) ──────────────────────────────────────────────────────────────────────

export const thumb = style({
  display: 'block',
  width: '56px',
  height: '42px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const titleCell = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 'min(12rem, 100%)',
  maxWidth: '22rem',
});

export const rowError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const priceCell = style({ display: 'grid', whiteSpace: 'nowrap' });

export const stockForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const stockInput = style({
  width: '4.5rem',
  minHeight: '36px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, opacity: 0.7 },
  },
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  whiteSpace: 'nowrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

// ─── View items on a phone (stacked panels) ──────────────────────────────────────────────────

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
