import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@pinjam/ui/theme';

const readingLineHeight = '1.65';

// ── Points: reasons, features, advice ─────────────────────────────────────────────────────────

const points = createContainer('info-points');

export const pointsContainer = style({ containerType: 'inline-size', containerName: points });

export const pointList = recipe({
  base: { display: 'grid', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    layout: {
      cards: {
        gap: vars.space.lg,
        '@container': { [`${points} (min-width: 34rem)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      stacked: { gap: vars.space.xl },
    },
  },
});

export const point = recipe({
  base: { display: 'grid', alignContent: 'start', gap: vars.space.sm, minWidth: 0 },
  variants: {
    layout: {
      cards: {
        padding: vars.space.xl,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.sm,
      },
      stacked: {
        paddingInlineStart: vars.space.lg,
        borderInlineStart: `3px solid ${vars.color.brand}`,
      },
    },
  },
});

export const pointTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const pointText = style({ margin: 0, lineHeight: readingLineHeight, color: vars.color.text });

globalStyle(`${pointText} a`, { display: 'inline' });

// ── Steps: the three numbered steps ───────────────────────────────────────────────────────────

export const steps = style({ display: 'grid', gap: vars.space.xl, margin: 0, padding: 0, listStyle: 'none' });

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.lg,
  alignItems: 'start',
});

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const stepBody = style({
  display: 'grid',
  gap: vars.space.sm,
  // Centre the title on the number's circle.
  paddingTop: '0.55rem',
  lineHeight: readingLineHeight,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

globalStyle(`${stepBody} p`, { margin: 0 });
globalStyle(`${stepBody} > div`, { display: 'grid', gap: vars.space.sm });

// ── Call to action ────────────────────────────────────────────────────────────────────────────

export const cta = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSubtle,
  border: `1px solid ${vars.color.border}`,
});

export const ctaText = style({ margin: 0, lineHeight: readingLineHeight });

globalStyle(`${ctaText} a`, { display: 'inline' });

export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.sm });

// ── Address ───────────────────────────────────────────────────────────────────────────────────

export const address = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.normal,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const addressLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
