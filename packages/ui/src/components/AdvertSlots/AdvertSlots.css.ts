import { advertPositions, homePictureSizes, phonePictureMedia } from '@pinjam/api/contract';
import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { space } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

// Each slot keeps the shape its picture is drawn at (homePictureSizes, twice the CSS size), so
// `object-fit: cover` trims at most a few pixels of margin, never the words (decision 0015).
const { 1: left, 2: right } = homePictureSizes.advert;
const ratio = ({ width, height }: { width: number; height: number }) => `${width} / ${height}`;
const phone = `screen and ${phonePictureMedia}`;
const gap = space.lg;

export const grid = style({
  display: 'grid',
  gap,
  gridTemplateColumns: '1fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gridTemplateAreas: '"left top" "left bottom"',
  // Two columns of the pictures' half widths plus the gap, as tall as the left picture's half
  // height: every slot is its picture's shape at 1152 px and within half a percent at 975 px.
  aspectRatio: `${left.desktop.width + right.desktop.width + 2 * parseInt(gap, 10)} / ${left.desktop.height}`,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: '1fr',
      gridTemplateRows: 'auto',
      gridTemplateAreas: '"left" "top" "bottom"',
      aspectRatio: 'auto',
    },
  },
});

export const slot = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-position="1"]': { gridArea: 'left' },
    '&[data-position="2"]': { gridArea: 'top' },
    '&[data-position="3"]': { gridArea: 'bottom' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    // Stacked: each slot takes its picture's shape, the phone's picture below 640 px.
    [media.mobile]: {
      aspectRatio: ratio(right.desktop),
      selectors: { '&[data-position="1"]': { aspectRatio: ratio(left.desktop) } },
    },
    [phone]: {
      selectors: Object.fromEntries(
        advertPositions.map((n) => [
          `&[data-picture="phone"][data-position="${n}"]`,
          { aspectRatio: ratio(homePictureSizes.advert[n].phone) },
        ]),
      ),
    },
  },
});

/** The `<picture>` only chooses the file: the slot lays out its `<img>`. */
export const picture = style({ display: 'contents' });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/**
 * The media query under which the phone picture shows (decision 0015), for `<source media>`: read
 * here, where the contract's value is evaluated at build time, so no contract code ships with ui.
 */
export { phonePictureMedia };
