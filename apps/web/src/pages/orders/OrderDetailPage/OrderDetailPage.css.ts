import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

const narrow = 'screen and (max-width: 900px)';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const back = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, width: 'fit-content' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const headerText = style({ display: 'grid', gap: vars.space.xs });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const side = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const lines = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const thumb = style({ width: 56, height: 56, objectFit: 'cover', borderRadius: vars.radius.sm });
export const lineText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const lineTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const lineTotal = style({ fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const money = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const moneyRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const issue = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const warn = style({
  fontWeight: vars.fontWeight.bold,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.warning}`,
});
export const rate = style({
  color: vars.color.brand,
  alignSelf: 'center',
  fontWeight: vars.fontWeight.medium,
});
