import { style } from '@vanilla-extract/css';
import { palette } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export { choiceLabel, choiceText } from '../_internal/fieldChoice.css';
export { description, error } from '../_internal/field.css';

/** Settings-list layout: the label and help on the left, the switch on the right. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.lg,
  alignItems: 'start',
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: '44px',
  height: '24px',
  padding: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.critical}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  display: 'block',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  // White on both themes: the dark surface colour would vanish into the dark track.
  background: palette.white,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(20px)' } },
});
