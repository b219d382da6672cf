import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const list = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const item = style({
  scrollMarginTop: `calc(${vars.size.navbar} + ${vars.space.lg})`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: '3.25rem',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  listStyle: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
    // The focus ring sits inside, so the list's rounded, clipped edge never cuts it off.
    '&:focus-visible': { outlineOffset: '-3px' },
    [`${item}[open] > &`]: { color: vars.color.brand },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${item}[open] > ${summary} > &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  lineHeight: '1.65',
  color: vars.color.text,
});

globalStyle(`${answer} > *`, { margin: 0 });
globalStyle(`${answer} a`, { display: 'inline' });
