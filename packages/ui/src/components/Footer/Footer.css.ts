import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1.2fr 2fr 1.2fr',
  gap: vars.space.xxl,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.xl}`,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: '1fr',
      gap: vars.space.xl,
      padding: `${vars.space.xxl} ${vars.space.lg}`,
    },
  },
});

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.md, minWidth: 0 });

export const theme = style({ marginTop: vars.space.sm });

export const columnTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch });

export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const address = style({
  fontStyle: 'normal',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { paddingInline: vars.space.lg } },
});
