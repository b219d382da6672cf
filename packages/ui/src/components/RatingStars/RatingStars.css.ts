import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

// ── Display ────────────────────────────────────────────────────────────────────────────────────

export const display = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const stars = style({ display: 'inline-flex', gap: '1px' });

/** One star: a muted outline-coloured star with the filled part laid over it. */
export const star = style({
  position: 'relative',
  display: 'inline-block',
  width: '1em',
  height: '1em',
  color: vars.color.borderStrong,
  flexShrink: 0,
});

export const starFill = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  color: vars.color.warning,
  width: 0,
  selectors: {
    [`${star}[data-state="full"] &`]: { width: '100%' },
    [`${star}[data-state="half"] &`]: { width: '50%' },
  },
});

export const starFillInner = style({ display: 'block', width: '1em', height: '1em' });

export const average = style({ fontWeight: vars.fontWeight.bold });

export const count = style({ color: vars.color.textMuted });

// ── Input ──────────────────────────────────────────────────────────────────────────────────────

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const options = style({ display: 'inline-flex' });

export const option = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // Touch-sized targets around each star.
    width: vars.size.touch,
    height: vars.size.touch,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.borderStrong,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="on"]': { color: vars.color.warning },
      '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      md: {},
      lg: { width: '48px', height: '48px' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The native radio stays in the page for keyboard and forms, but out of sight. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const valueText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minWidth: '6em' });

export const error = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});
