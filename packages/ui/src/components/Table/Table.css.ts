import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const frame = style({
  position: 'relative',
  minWidth: 0,
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  captionSide: 'top',
});

const alignments = {
  start: { textAlign: 'left' as const },
  center: { textAlign: 'center' as const },
  end: { textAlign: 'right' as const },
};

export const headerCell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: { align: alignments },
  defaultVariants: { align: 'start' },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '[aria-sort="ascending"] > &, [aria-sort="descending"] > &': { color: vars.color.text },
  },
});

export const sortGlyph = style({ width: '14px', height: '14px', flexShrink: 0 });

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-state="ready"]:hover': { background: vars.color.background },
  },
});

export const cell = recipe({
  // break-word, not anywhere: words keep the columns' minimum width, so a narrow table scrolls.
  base: { padding: `${vars.space.md} ${vars.space.lg}`, verticalAlign: 'middle', overflowWrap: 'break-word' },
  variants: {
    align: alignments,
    density: {
      comfortable: {},
      compact: { paddingBlock: vars.space.sm },
    },
  },
  defaultVariants: { align: 'start', density: 'comfortable' },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const message = style({ padding: vars.space.lg });

export const emptyText = style({
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
