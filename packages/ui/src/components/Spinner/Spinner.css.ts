import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: { display: 'inline-flex', flexShrink: 0, color: vars.color.brand },
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '24px', height: '24px' },
      lg: { width: '48px', height: '48px' },
    },
    tone: { brand: { color: vars.color.brand }, inherit: { color: 'inherit' } },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});

export const ring = style({ width: '100%', height: '100%', animation: `${spin} 0.8s linear infinite` });
