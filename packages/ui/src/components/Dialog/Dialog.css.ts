import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'grid',
    gap: vars.space.md,
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100dvh - 32px)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.xl,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&:focus': { outline: 'none' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const close = style({ position: 'absolute', top: vars.space.md, right: vars.space.md });

export const title = style({
  margin: 0,
  paddingRight: vars.space.xxl,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });
