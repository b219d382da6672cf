import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const history = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, alignContent: 'start' });

export const entries = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const line = style({ margin: 0 });

export const when = style({ color: vars.color.textMuted });
