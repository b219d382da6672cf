import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, minWidth: 0 });

export const value = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // A hairline so the empty track shows on any surface.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: `width ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-state="complete"] &': { background: vars.color.positive },
    '[data-state="indeterminate"] &': {
      width: '40%',
      animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '[data-state="indeterminate"] &': { animation: 'none', width: '100%', opacity: 0.5 } },
    },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
