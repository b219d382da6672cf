import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

// Only a slide, no fade: the panel is visible (and testable) from its first frame.
const slideIn = keyframes({ from: { transform: 'translateX(16px)' }, to: { transform: 'none' } });

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    selectors: {
      '&[data-state="closed"]': { display: 'none' },
      // Focus lands on the panel itself when it opens (a container, not a control): no ring.
      '&[tabindex]:focus, &[tabindex]:focus-visible': { outline: 'none' },
    },
  },
  variants: {
    placement: {
      // The seed's panel: under the navigation bar at the right, 22% of the window on large
      // screens (never narrower than 320px), the full width at 1022px and narrower.
      overlay: {
        position: 'fixed',
        top: vars.size.navbar,
        right: 0,
        bottom: 0,
        zIndex: vars.zIndex.panel,
        width: '22%',
        minWidth: '320px',
        borderLeft: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.lg,
        animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
        '@media': {
          [media.mobile]: { left: 0, width: '100%', minWidth: 0, borderLeft: 0 },
          '(prefers-reduced-motion: reduce)': { animation: 'none' },
        },
      },
      inline: {
        width: '100%',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.sm,
        overflow: 'hidden',
      },
    },
  },
  defaultVariants: { placement: 'overlay' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const body = style({ flex: '1 1 auto', overflowY: 'auto', paddingBlock: vars.space.sm });

export const groupTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({ margin: 0, padding: `0 ${vars.space.sm}`, listStyle: 'none' });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const entryText = style({
  display: 'grid',
  flex: '1 1 auto',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
  gap: vars.space.xxs,
});

export const entryName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const entrySentence = style({ overflowWrap: 'anywhere' });

export const entryMuted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chevron = style({ width: '16px', height: '16px', flexShrink: 0, color: vars.color.textMuted });

export const kindIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    padding: '9px',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brandSubtle, color: vars.color.brand },
      positive: { background: vars.color.positiveSubtle, color: vars.color.positive },
      critical: { background: vars.color.criticalSubtle, color: vars.color.critical },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
});

export const caughtUp = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const caughtUpIcon = style({
  display: 'inline-flex',
  width: '56px',
  height: '56px',
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
});

export const caughtUpTitle = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

export const skeletonText = style({ flex: '1 1 auto', display: 'grid' });

export const error = style({ padding: `${vars.space.xs} ${vars.space.md}` });

// ── The dot ─────────────────────────────────────────────────────────────────────────────────────

export const dot = recipe({
  base: {
    display: 'inline-block',
    width: '10px',
    height: '10px',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.critical,
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
  },
  variants: {
    placement: {
      inline: {},
      corner: { position: 'absolute', top: '7px', right: '8px' },
    },
  },
  defaultVariants: { placement: 'inline' },
});
