import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

const mobile = 'screen and (max-width: 1022px)';
const phone = 'screen and (max-width: 600px)';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '880px',
});

/** The fields' fieldset: disabled while the listing is sent; no frame of its own. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const threeColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const offer = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const offerError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

/** The rent or sale details under their checkbox, set in a little. */
export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `2px solid ${vars.color.border}`,
  '@media': { [phone]: { paddingInlineStart: vars.space.md } },
});

export const narrow = style({ maxWidth: '16rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const progress = style({ flex: '1 1 16rem', minWidth: 0 });
