import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** The raised panel a field opens (a select's list, a date picker's calendar), sliding in as it opens. */
export const popoverPanel = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});
