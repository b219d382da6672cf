import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Grows fast, then crawls: it never reaches the end until navigation actually completes.
const grow = keyframes({
  '0%': { transform: 'scaleX(0)' },
  '20%': { transform: 'scaleX(0.4)' },
  '100%': { transform: 'scaleX(0.85)' },
});

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  background: vars.color.brand,
  boxShadow: `0 0 8px ${vars.color.brand}`,
  transformOrigin: 'left center',
  selectors: {
    [`${track}[data-state="loading"] &`]: {
      transform: 'scaleX(0.85)',
      animation: `${grow} 8s cubic-bezier(0.1, 0.6, 0.2, 1)`,
    },
    [`${track}[data-state="complete"] &`]: {
      transform: 'scaleX(1)',
      opacity: 0,
      transition: `transform ${vars.motion.normal} ${vars.motion.easing}, opacity ${vars.motion.slow} ease-out ${vars.motion.normal}`,
    },
  },
  '@media': {
    // No movement: a still bar while loading, gone at once when done.
    [reducedMotion]: { animation: 'none !important', transition: 'none !important' },
  },
});
