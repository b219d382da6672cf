import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@pinjam/ui/theme';

// A document on screen: a sheet of paper in the page, a toolbar above it. In print: the sheet
// alone, black on white in the light theme's colours whatever the screen's, with every part of
// the site around it (navbar, account menu, footer, toasts, the toolbar) left out. The paper
// itself (A4 and its margins) is print.css's @page.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '860px',
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} 0 ${vars.space.huge}`,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  padding: `${vars.space.xxl} ${vars.space.xxl}`,
  minWidth: 0,
  '@media': {
    [media.mobile]: { padding: vars.space.lg, gap: vars.space.lg },
    print: {
      vars: assignVars(vars.color, tokens.lightColors),
      border: 'none',
      borderRadius: 0,
      boxShadow: 'none',
      padding: 0,
      fontSize: '10.5pt',
      background: 'white',
      color: 'black',
    },
  },
});

// Print: everything that neither holds the sheet nor is inside it goes; what holds it loses its
// layout (grids, side columns, padding, backgrounds), so the sheet starts at the paper's corner.
globalStyle(`body *:not(:has(${sheet})):not(${sheet}):not(${sheet} *)`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`body *:has(${sheet})`, {
  '@media': {
    print: {
      display: 'block !important',
      position: 'static',
      margin: '0 !important',
      padding: '0 !important',
      border: 'none !important',
      width: 'auto !important',
      maxWidth: 'none !important',
      minHeight: '0 !important',
      boxShadow: 'none !important',
      background: 'none !important',
      overflow: 'visible !important',
    },
  },
});
globalStyle(`html:has(${sheet}), body:has(${sheet})`, {
  '@media': { print: { background: 'white !important', color: 'black' } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.xl,
  paddingBottom: vars.space.lg,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const brandName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  '@media': { print: { color: 'black' } },
});

export const address = style({
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const title = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const titleText = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

/** Term and value pairs: the number, the date, the order; each party. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  '@media': { print: { gridTemplateColumns: '1fr 1fr' } },
});

export const party = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const partyLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const partyName = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const closing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const paid = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const note = style({ margin: 0 });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
