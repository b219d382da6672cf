import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const viewport = style({ overflow: 'hidden', height: '100%', touchAction: 'pan-y pinch-zoom' });

export const track = style({ display: 'flex', height: '100%' });

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  height: '100%',
  cursor: 'zoom-in',
  selectors: { '[data-zoomable="false"] &': { cursor: 'grab' } },
});

export const slideImage = style({ width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' });

const roundButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
} as const;

export const arrow = style({
  ...roundButton,
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  selectors: {
    '&[data-side="previous"]': { left: vars.space.md },
    '&[data-side="next"]': { right: vars.space.md },
    '&:disabled': { opacity: 0, pointerEvents: 'none' },
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
  },
});

export const zoom = style({
  ...roundButton,
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const counter = style({
  position: 'absolute',
  left: vars.space.md,
  bottom: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const glyph = style({ width: '20px', height: '20px' });

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const thumb = style({
  display: 'block',
  width: '72px',
  height: '72px',
  flexShrink: 0,
  padding: 0,
  overflow: 'hidden',
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  opacity: 0.75,
  selectors: {
    '&:hover': { opacity: 1 },
    '&[aria-current="true"]': { borderColor: vars.color.brand, opacity: 1 },
  },
  '@media': { [media.mobile]: { width: '56px', height: '56px' } },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  background: vars.color.background,
  color: vars.color.textMuted,
});

export const placeholderGlyph = style({ width: '48px', height: '48px' });

export const skeletonThumbs = style({ display: 'flex', gap: vars.space.sm });

// ── Lightbox ────────────────────────────────────────────────────────────────────────────────────

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: 'rgba(5, 10, 15, 0.92)',
});

export const lightbox = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  padding: vars.space.lg,
  color: '#ffffff',
  outline: 'none',
});

export const lightboxBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const lightboxTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const lightboxStage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
});

export const lightboxImage = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  userSelect: 'none',
});

export const lightboxButton = style({
  ...roundButton,
  border: 0,
  background: 'rgba(255, 255, 255, 0.14)',
  color: '#ffffff',
  boxShadow: 'none',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.26)' },
    '&:disabled': { opacity: 0.3, cursor: 'default' },
    '&:focus-visible': { outline: '3px solid #7cb1ff', outlineOffset: '2px' },
  },
});

export const lightboxArrow = style([
  lightboxButton,
  {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    selectors: { '&[data-side="previous"]': { left: 0 }, '&[data-side="next"]': { right: 0 } },
  },
]);
