import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const older = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const dayHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  maxWidth: 'min(75%, 36rem)',
  selectors: { '&[data-mine]': { alignSelf: 'flex-end', alignItems: 'flex-end' } },
});

export const bubble = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  borderBottomLeftRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  // Text as typed: new lines kept, long words and links wrapped rather than overflowing.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-mine] > &': {
      borderBottomLeftRadius: vars.radius.lg,
      borderBottomRightRadius: vars.radius.sm,
      background: vars.color.brand,
      color: vars.color.textOnBrand,
    },
    // Not yet at the server: a paler bubble (not a faded one, which would fail contrast).
    '[data-state="sending"] > &': {
      background: vars.color.brandSubtle,
      color: vars.color.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '[data-state="failed"] > &': {
      background: vars.color.criticalSubtle,
      color: vars.color.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const failed = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });
