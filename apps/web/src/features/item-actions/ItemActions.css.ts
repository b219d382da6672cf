import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const thumb = style({
  display: 'block',
  width: '56px',
  height: '42px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const titleCell = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 'min(12rem, 100%)',
  maxWidth: '22rem',
});

export const rowError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const stockForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const stockInput = style({
  width: '4.5rem',
  minHeight: '36px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, opacity: 0.7 },
  },
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  whiteSpace: 'nowrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const muted = style({ color: vars.color.textMuted });
