import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.progress,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus, &:focus-visible': { transform: 'none' } },
});

export const main = recipe({
  base: { flex: '1 0 auto', width: '100%', outline: 'none' },
  variants: {
    width: {
      full: {},
      container: {
        maxWidth: vars.size.container,
        marginInline: 'auto',
        padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xxxl}`,
        '@media': { [media.mobile]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` } },
      },
    },
  },
  defaultVariants: { width: 'container' },
});
