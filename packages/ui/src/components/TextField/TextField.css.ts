import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&[type="file"]': { cursor: 'pointer', paddingBlock: vars.space.xs },
    '&::file-selector-button': {
      marginRight: vars.space.md,
      minHeight: '32px',
      padding: `0 ${vars.space.md}`,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.sm,
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      font: 'inherit',
      cursor: 'pointer',
    },
    '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed', opacity: 0.7 },
  },
});
