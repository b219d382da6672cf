import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { field, label, description, error, hiddenLabel } from '../_internal/field.css';

export const zone = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="dragover"]': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-state="full"], &[data-state="disabled"]': {
      cursor: 'not-allowed',
      borderStyle: 'solid',
      borderColor: vars.color.border,
      background: vars.color.background,
      color: vars.color.textMuted,
    },
  },
});

export const zoneIcon = style({ color: vars.color.textMuted });

export const prompt = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const browse = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'inherit',
  selectors: {
    '[data-state="full"] &, [data-state="disabled"] &': { color: 'inherit', textDecoration: 'none' },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The real file input: invisible but focusable; the zone shows its focus. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const rejections = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: {
    '&[data-state="error"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&[data-dragging]': { zIndex: 1, boxShadow: vars.shadow.lg, opacity: 0.92 },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const cover = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '24px',
});

export const handle = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': { cursor: 'grabbing' },
    '&[aria-disabled="true"]': { display: 'none' },
  },
});

export const progress = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  // Dark enough for white text over any photo, on both themes.
  background: 'rgba(15, 22, 29, 0.8)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const bar = style({
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.35)',
});

export const barFill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: '#ffffff',
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const uploaded = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.positive });

export const tileError = style({
  display: 'flex',
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const remove = style({ marginLeft: 'auto' });

/** Where the cover shows its badge, the others offer to become it. */
export const makeCover = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '32px',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { display: 'none' },
  },
});
