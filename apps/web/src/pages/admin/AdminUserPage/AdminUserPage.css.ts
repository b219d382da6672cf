import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

/** Two columns from desktop width: the record on the left, its money and history on the right. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start', minWidth: 0 });

/** Label and value pairs: a label column that grows with its words, values that wrap anywhere. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'contents' });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const photo = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
