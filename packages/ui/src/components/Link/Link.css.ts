import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.medium,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand, selectors: { '&:hover': { color: vars.color.brandHover } } },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});
