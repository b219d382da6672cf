import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@pinjam/ui/theme';

/**
 * The information pages respond to the width they are given (a container query), not to the
 * window: the same rules hold in the app, in a narrow story and beside any future sidebar.
 */
const page = createContainer('info-page');
const wide = `${page} (min-width: 60rem)`;
const narrow = `${page} (max-width: 30rem)`;

/** A comfortable measure for reading. */
const measure = '70ch';
/** Body copy a touch more open than the UI's 1.5. */
const readingLineHeight = '1.65';

// ── Page ───────────────────────────────────────────────────────────────────────────────────

export const container = style({ containerType: 'inline-size', containerName: page });

export const layout = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: `minmax(0, ${measure})`,
    gridTemplateAreas: '"header" "body"',
    justifyContent: 'center',
    rowGap: vars.space.xxl,
    paddingBlock: vars.space.lg,
    '@container': { [narrow]: { rowGap: vars.space.xl, paddingBlock: 0 } },
  },
  variants: {
    toc: {
      true: {
        gridTemplateAreas: '"header" "toc" "body"',
        '@container': {
          [wide]: {
            gridTemplateColumns: `14rem minmax(0, ${measure})`,
            gridTemplateAreas: '"toc header" "toc body"',
            gridTemplateRows: 'auto 1fr',
            columnGap: vars.space.huge,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { toc: false },
});

export const header = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
  gridArea: 'header',
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: readingLineHeight,
  color: vars.color.textMuted,
  '@container': { [narrow]: { fontSize: vars.fontSize.md } },
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({
  display: 'grid',
  gap: vars.space.xxxl,
  minWidth: 0,
  gridArea: 'body',
  '@container': { [narrow]: { gap: vars.space.xxl } },
});

// ── Sections ───────────────────────────────────────────────────────────────────────────────

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  // Anchored sections land below the sticky navbar, not under it.
  scrollMarginTop: `calc(${vars.size.navbar} + ${vars.space.lg})`,
});

export const sectionNumber = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

/** Long-form copy: paragraphs, lists, subheadings and links written in the content modules. */
export const prose = style({ display: 'grid', gap: vars.space.md, lineHeight: readingLineHeight });

globalStyle(`${prose} > *`, { margin: 0 });
globalStyle(`${prose} h3`, {
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
globalStyle(`${prose} ul, ${prose} ol`, {
  display: 'grid',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.xl,
});
globalStyle(`${prose} li::marker`, { color: vars.color.brand });
globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.bold, color: vars.color.text });
// Links in running text wrap with the line (the ui Link is an inline-flex for its icons).
globalStyle(`${prose} a`, { display: 'inline' });

// ── Table of contents ──────────────────────────────────────────────────────────────────────
// Beside the text and sticky on wide screens. Above it on narrow ones: a numbered document's
// contents in a panel, a short list of topics (the FAQ) as a row of chips.

const besideText = {
  gridArea: 'toc',
  alignSelf: 'start',
  position: 'sticky',
  top: `calc(${vars.size.navbar} + ${vars.space.lg})`,
  maxHeight: `calc(100vh - ${vars.size.navbar} - ${vars.space.xxl})`,
  overflowY: 'auto',
  padding: 0,
  background: 'none',
  border: 'none',
  borderRadius: 0,
} as const;

export const toc = recipe({
  base: { gridArea: 'toc', minWidth: 0, '@container': { [wide]: besideText } },
  variants: {
    numbered: {
      true: {
        padding: vars.space.lg,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        '@container': { [wide]: besideText },
      },
      false: {},
    },
  },
});

export const tocTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const tocList = recipe({
  base: { margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
  variants: {
    numbered: {
      true: { paddingInlineStart: vars.space.xl },
      false: {
        display: 'flex',
        flexWrap: 'wrap',
        gap: vars.space.sm,
        padding: 0,
        listStyle: 'none',
        '@container': { [wide]: { display: 'block' } },
      },
    },
  },
});

globalStyle(`${tocList.classNames.base} li::marker`, { color: vars.color.textMuted });

/** A block with some height: each entry is an easy target on a phone. */
export const tocLink = recipe({
  base: { display: 'block', paddingBlock: vars.space.xs, fontWeight: vars.fontWeight.regular },
  variants: {
    numbered: {
      true: {},
      false: {
        paddingInline: vars.space.md,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
        '@container': { [wide]: { paddingInline: 0, background: 'none', border: 'none', borderRadius: 0 } },
      },
    },
  },
});
