import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gridTemplateAreas: '"left top" "left bottom"',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gridTemplateRows: 'auto', gridTemplateAreas: '"left" "top" "bottom"' } },
});
export const slot = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  minHeight: '160px',
  selectors: {
    '&[data-position="1"]': { gridArea: 'left' },
    '&[data-position="2"]': { gridArea: 'top' },
    '&[data-position="3"]': { gridArea: 'bottom' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
