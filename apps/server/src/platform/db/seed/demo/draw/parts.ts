import { circle } from './svg';

// Parts more than one family draws.

/** A solid small wheel (prams, trolleys, scooters, generators): tyre, hub and cap. */
export const wheelSmall = (cx: number, cy: number, r: number, hub: string) =>
  circle(cx, cy, r, '#17191c') + circle(cx, cy, r * 0.55, '#2b2f35') + circle(cx, cy, r * 0.25, hub);
