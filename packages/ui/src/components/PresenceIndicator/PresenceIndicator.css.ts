import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm },
  variants: {
    placement: {
      inline: {},
      // Pinned to the bottom right of its positioned parent, e.g. a wrapper around an avatar.
      corner: { position: 'absolute', right: '-1px', bottom: '-1px' },
    },
  },
  defaultVariants: { placement: 'inline' },
});

export const dot = style({
  width: '10px',
  height: '10px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  // A ring in the surface colour keeps the dot apart from an avatar it sits on.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  background: vars.color.borderStrong,
  selectors: { '[data-state="online"] > &': { background: vars.color.positive } },
});

export const label = style({ color: vars.color.textMuted });
