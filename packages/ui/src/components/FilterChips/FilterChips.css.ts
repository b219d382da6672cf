import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const list = style({ display: 'contents', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });

/** A pill that removes its filter: the name, then a cross. 40px tall to be an easy target. */
export const chip = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid color-mix(in srgb, ${vars.color.brand} 35%, transparent)`,
  background: vars.color.brandSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chipLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const cross = style({ flexShrink: 0, color: vars.color.textMuted });

export const clearAll = style({
  all: 'unset',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
