import { style } from '@vanilla-extract/css';

/** The dot repeats the tone as a shape, so the pill does not read as a plain label. */
export const dot = style({
  display: 'block',
  width: '0.5em',
  height: '0.5em',
  borderRadius: '50%',
  background: 'currentColor',
});
