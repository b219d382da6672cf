import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

// The blocks render inside Storybook's docs page, which has no theme of its own: each block brings
// its theme class, and these styles keep the docs page's typography from leaking in.

export const block = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0 ${vars.space.xxl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.text });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const swatch = style({
  display: 'inline-block',
  width: '56px',
  height: '32px',
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 1px rgba(127, 127, 127, 0.35)`,
  verticalAlign: 'middle',
});

export const swatchCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
});

export const palette = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
});

export const paletteItem = style({ display: 'grid', gap: vars.space.xs });

export const paletteChip = style({
  height: '56px',
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 1px rgba(127, 127, 127, 0.35)`,
});

export const bar = style({ height: '16px', borderRadius: vars.radius.sm, background: vars.color.brand });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-end' });

export const tile = style({
  display: 'grid',
  placeItems: 'center',
  width: '120px',
  height: '80px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const themes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
});

export const themePane = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const sample = style({ margin: 0, overflowWrap: 'anywhere' });

export const track = style({
  position: 'relative',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const mover = style({
  position: 'absolute',
  top: '4px',
  left: '4px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { '[data-state="moved"] &': { left: 'calc(100% - 20px)' } },
});
