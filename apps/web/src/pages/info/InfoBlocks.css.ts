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
        '@container': {
          [`${points} (min-width: 34rem)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        },
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

const stepsBox = createContainer('info-steps');

export const stepsContainer = style({ containerType: 'inline-size', containerName: stepsBox });

export const steps = style({ display: 'grid', gap: vars.space.xl, margin: 0, padding: 0, listStyle: 'none' });

/** Number beside the title; the text under the title, or under both on a narrow screen. */
export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"number title" ". text"',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  alignItems: 'center',
  '@container': { [`${stepsBox} (max-width: 30rem)`]: { gridTemplateAreas: '"number title" "text text"' } },
});

export const stepNumber = style({
  gridArea: 'number',
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const stepTitle = style({
  gridArea: 'title',
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const stepText = style({
  gridArea: 'text',
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: readingLineHeight,
});

globalStyle(`${stepText} p`, { margin: 0 });
globalStyle(`${stepText} a`, { display: 'inline' });

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

export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});

// ── Address ───────────────────────────────────────────────────────────────────────────────────

export const address = style({
  display: 'grid',
  justifySelf: 'start',
  minWidth: 'min(100%, 20rem)',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.normal,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const addressLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
