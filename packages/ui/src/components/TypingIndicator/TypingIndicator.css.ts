import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'none', opacity: 0.5 },
  '30%': { transform: 'translateY(-3px)', opacity: 1 },
});

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '1.5em',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const dots = style({ display: 'inline-flex', gap: '3px' });

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: 'currentColor',
  animation: `${bounce} 1.2s infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
