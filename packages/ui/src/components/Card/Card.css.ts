import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      // The link is the one tab stop; the whole card shows its focus.
      '&[data-interactive]:has([data-card-link]:focus-visible)': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      '&[data-interactive]:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    },
  },
  variants: {
    elevated: {
      true: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
      false: {},
    },
  },
  defaultVariants: { elevated: false },
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
globalStyle(`${media} > img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const content = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 auto', minWidth: 0 },
  variants: {
    padding: {
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const headings = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 auto', minWidth: 0 });

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical' as const,
  WebkitLineClamp: lines,
  overflow: 'hidden',
});

export const title = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    lines: { none: {}, '1': clamp(1), '2': clamp(2), '3': clamp(3) },
    size: { sm: { fontSize: vars.fontSize.md }, md: { fontSize: vars.fontSize.lg } },
  },
  defaultVariants: { lines: 'none', size: 'md' },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const headerAction = style({ flexShrink: 0 });

export const body = style({ color: vars.color.text, minWidth: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // Stretched over the card: a click anywhere opens it, yet it is a single link to tab to.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
    '&:focus-visible': { outline: 'none' },
  },
});

// Other controls in an interactive card stay clickable above the stretched link.
globalStyle(
  `${card.classNames.base}[data-interactive] :is(a, button, input, select, textarea, [tabindex]):not([data-card-link])`,
  { position: 'relative', zIndex: 1 },
);
