import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start' } },
});

export const avatar = style({ width: '112px', height: '112px', fontSize: vars.fontSize.xxxl });

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});

export const bio = style({ margin: 0, maxWidth: '70ch', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
