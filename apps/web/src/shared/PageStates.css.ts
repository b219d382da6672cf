import { style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

/** A detail page's grid (item, profile): the photos or the error on the left, the side panel on the right. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)',
  gridTemplateAreas: '"gallery side" "details side"',
  alignItems: 'start',
  gap: `${vars.space.xl} ${vars.space.xxl}`,
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
  '@media': {
    // One column on phones: the photos, then what it costs and how to get it, then the rest.
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"gallery" "side" "details"',
    },
  },
});

export const gallery = style({ gridArea: 'gallery', minWidth: 0 });
