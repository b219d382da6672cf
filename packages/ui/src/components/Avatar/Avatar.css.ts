import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    // A hairline keeps light pictures and initials from melting into the page.
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    verticalAlign: 'middle',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '28px', height: '28px', fontSize: vars.fontSize.xs },
      md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
      lg: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  selectors: {
    '&[data-kind="initials"]': {
      background: vars.color.brandSubtle,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
