import { homePictureSizes, phonePictureMedia } from '@pinjam/api/contract';
import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Below 640 px a banner shows its phone picture (decision 0015), and the arrows and dots move
// under the picture: on a 343 px banner they would cover the words.
const phone = `screen and ${phonePictureMedia}`;
const ratio = ({ width, height }: { width: number; height: number }) => `${width} / ${height}`;

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"view view view" "prev dots next"',
      alignItems: 'center',
      rowGap: vars.space.sm,
      borderRadius: 0,
      overflow: 'visible',
      background: 'none',
    },
  },
});
export const viewport = style({
  overflow: 'hidden',
  '@media': {
    [phone]: { gridArea: 'view', borderRadius: vars.radius.lg, background: vars.color.surfaceSunken },
  },
});
export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  aspectRatio: ratio(homePictureSizes.banner.desktop),
  '@media': {
    [phone]: {
      selectors: { '&[data-picture="phone"]': { aspectRatio: ratio(homePictureSizes.banner.phone) } },
    },
  },
});
/** The `<picture>` only chooses the file: the slide lays out its `<img>`. */
export const picture = style({ display: 'contents' });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  selectors: {
    '&[data-side="prev"]': { left: vars.space.md },
    '&[data-side="next"]': { right: vars.space.md },
  },
  '@media': {
    [phone]: {
      position: 'static',
      transform: 'none',
      selectors: { '&[data-side="prev"]': { gridArea: 'prev' }, '&[data-side="next"]': { gridArea: 'next' } },
    },
  },
});
export const dots = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [phone]: { position: 'static', gridArea: 'dots' } },
});
const dotColour = createVar();
// A 24 px target (WCAG 2.5.8) around a 10 px dot: white on the picture, the text's colour below it.
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  border: 'none',
  background: 'transparent',
  padding: 0,
  cursor: 'pointer',
  vars: { [dotColour]: vars.color.surface },
  '::before': {
    content: '""',
    width: '10px',
    height: '10px',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    border: `2px solid ${dotColour}`,
  },
  selectors: { '&[aria-current="true"]::before': { background: dotColour } },
  '@media': { [phone]: { vars: { [dotColour]: vars.color.textMuted } } },
});

/**
 * The media query under which the phone picture shows (decision 0015), for `<source media>`: read
 * here, where the contract's value is evaluated at build time, so no contract code ships with ui.
 */
export { phonePictureMedia };
