import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** The box Stripe mounts its iframe into, drawn like our fields. */
export const element = style({
  minHeight: '44px',
  padding: `${vars.space.md} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-state="invalid"]': { borderColor: vars.color.critical },
    '&:focus-within': { borderColor: vars.color.focus },
  },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });
