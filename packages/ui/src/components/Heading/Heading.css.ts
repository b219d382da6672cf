import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      '1': {
        fontSize: vars.fontSize.xxxl,
        '@media': { [media.mobile]: { fontSize: vars.fontSize.xxl } },
      },
      '2': { fontSize: vars.fontSize.xxl },
      '3': { fontSize: vars.fontSize.xl },
      '4': { fontSize: vars.fontSize.lg },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: '2', align: 'left' },
});
