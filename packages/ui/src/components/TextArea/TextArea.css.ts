import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { control } from '../_internal/field.css';

export { field, description, error } from '../_internal/field.css';

export const textArea = style([
  control,
  { display: 'block', minHeight: '88px', lineHeight: vars.lineHeight.normal, resize: 'vertical' },
]);

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({
  marginLeft: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="near"]': { color: vars.color.warning, fontWeight: vars.fontWeight.medium },
    '&[data-state="full"]': { color: vars.color.critical, fontWeight: vars.fontWeight.medium },
  },
});
