import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

const mobile = 'screen and (max-width: 1022px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.huge,
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
});
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.brandSubtle}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { padding: vars.space.lg } },
});
export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '20ch',
  '@media': { [mobile]: { fontSize: vars.fontSize.xxl } },
});
export const heroText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const heroForm = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});
export const heroQuery = style({});
export const heroActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const sectionHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
