import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { control } from '../_internal/field.css';
import { popoverPanel } from '../_internal/popover.css';

export { field } from '../_internal/field.css';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    // As a grid item it may shrink below its text (a long choice is cut with an ellipsis).
    minWidth: 0,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&[data-state="open"]': { borderColor: vars.color.focus },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style([
  popoverPanel,
  {
    width: 'var(--radix-select-trigger-width)',
    minWidth: '180px',
    maxHeight: 'min(var(--radix-select-content-available-height), 320px)',
    overflow: 'hidden',
    padding: vars.space.xs,
  },
]);

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingRight: vars.space.xxl,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSubtle },
    '&[data-highlighted]:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  right: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.brand,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '24px',
  color: vars.color.textMuted,
  cursor: 'default',
});
