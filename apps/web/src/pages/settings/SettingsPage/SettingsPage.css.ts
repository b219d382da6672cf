import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '760px',
  width: '100%',
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const sectionHint = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

/** The current photo beside the picker; above it on a phone. */
export const avatarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

export const picker = style({ flex: '1 1 240px', minWidth: 0 });

export const bigAvatar = style({ width: '96px', height: '96px', fontSize: vars.fontSize.xxl });

export const saved = style({ margin: 0, overflowWrap: 'anywhere' });

/** "Waiting its turn" while a busy server's upload goes again; empty (no height) otherwise. */
export const uploadNote = style({
  margin: 0,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
