import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    background: vars.color.surfaceSunken,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      // A still placeholder for people who asked for less motion: no pulsing at all.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      // One line of body text: the height of the line box, with a rounded bar in its middle.
      text: { height: '0.75em', marginBlock: '0.375em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({ display: 'block', width: '100%' });
