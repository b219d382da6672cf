import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

// The list and the open conversation side by side; at 1022px and narrower one at a time (the
// list, or the conversation with a way back).
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
  gap: 0,
  height: 'max(480px, calc(100dvh - 160px))',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: {
      borderRight: 0,
      selectors: { '[data-view="thread"] > &': { display: 'none' } },
    },
  },
});

export const listHeader = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const listBody = style({ flex: 1, minHeight: 0, overflowY: 'auto' });

export const listState = style({ padding: vars.space.lg });

export const threadPane = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  '@media': { [media.mobile]: { selectors: { '[data-view="list"] > &': { display: 'none' } } } },
});

export const choose = style({
  display: 'grid',
  placeItems: 'center',
  flex: 1,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const threadHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const back = style({ display: 'none', '@media': { [media.mobile]: { display: 'inline-flex' } } });

export const who = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

// One line, cut short with an ellipsis on a narrow screen, never broken inside a word.
export const name = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const deleteButton = style({ flexShrink: 0 });

export const item = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const notes = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
});

export const thread = style({ flex: 1 });

export const state = style({ display: 'grid', placeItems: 'center', flex: 1, padding: vars.space.xl });

export const bottom = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
