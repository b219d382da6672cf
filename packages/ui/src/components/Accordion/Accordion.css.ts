import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const header = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.md} ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.brand },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-1px',
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const contentInner = style({ padding: `0 ${vars.space.xs} ${vars.space.lg}` });
