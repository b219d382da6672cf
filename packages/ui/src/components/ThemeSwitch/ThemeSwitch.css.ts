import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** A segmented control: three choices in one pill; the chosen one raised and outlined. */
export const group = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surface },
    // Raised and outlined in the brand colour: the choice shows by more than a shade (WCAG 1.4.11).
    '&[data-state="checked"]': {
      background: vars.color.surface,
      boxShadow: `inset 0 0 0 2px ${vars.color.brand}, ${vars.shadow.sm}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
