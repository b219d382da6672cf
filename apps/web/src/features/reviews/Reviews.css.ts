import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const head = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const words = style({ margin: 0, whiteSpace: 'pre-line' });
