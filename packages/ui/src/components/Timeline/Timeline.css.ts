import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const dot = '12px';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${dot} 1fr`,
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    // The line from this dot down to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: `calc(${dot} / 2 - 1px)`,
      top: `calc(${dot} + 4px)`,
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const marker = style({
  width: dot,
  height: dot,
  marginTop: '4px',
  borderRadius: '50%',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.brand,
  selectors: {
    [`${entry}[data-state="current"] &`]: { boxShadow: `0 0 0 4px ${vars.color.brandSubtle}` },
    [`${entry}[data-state="upcoming"] &`]: {
      background: vars.color.surface,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const body = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const title = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { [`${entry}[data-state="upcoming"] &`]: { color: vars.color.textMuted, fontWeight: 'normal' } },
});

export const now = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text,
});

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
