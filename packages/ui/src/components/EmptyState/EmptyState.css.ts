import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '560px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
});

export const text = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  maxWidth: '46ch',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
