import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const panel = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: {
        padding: vars.space.xl,
        '@media': { [media.desktop]: { padding: vars.space.xxl } },
      },
    },
    elevated: {
      true: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
      false: { boxShadow: vars.shadow.sm },
    },
  },
  defaultVariants: { padding: 'lg', elevated: false },
});
