import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.xl, margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const who = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const photos = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const photoButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '18rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const large = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '75vh',
  objectFit: 'contain',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
