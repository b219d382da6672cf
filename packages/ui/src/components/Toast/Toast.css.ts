import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))' },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 24px))' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '420px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.xl,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.mobile]: { width: '100%', padding: vars.space.md } },
});

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.normal} ease-out`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.fast} ease-out forwards` },
    },
  },
  variants: {
    tone: {
      neutral: { borderLeftColor: vars.color.borderStrong },
      positive: { borderLeftColor: vars.color.positive },
      critical: { borderLeftColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = recipe({
  base: { display: 'inline-flex', paddingTop: '2px' },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
    },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingTop: '2px',
  overflowWrap: 'anywhere',
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const action = style({ justifySelf: 'start', marginTop: vars.space.xs });
