import type { Rng } from './svg';

/** The colours a drawing is given: its body's, from the kind's own, and the item's others. */
export interface Paint {
  /** The thing's main colour, one of its kind's `colours`. */
  body: string;
  /** Lighter and darker body, for the lit and the shaded faces. */
  light: string;
  deep: string;
  /** A second colour from the item's palette: straps, pads, stripes, a logo's place. */
  accent: string;
  /** Near black: tyres, lenses, grips. */
  dark: string;
  /** Steel and chrome. */
  metal: string;
}

/**
 * One kind of thing (a camera, a kayak, a tent), drawn from simple shapes on a 1000-unit square
 * centred on 0,0, standing on y = 260 (where the scene puts its shadow). `draw` gets the item's
 * own random source, so one item's pictures show the same camera, another's a different one.
 */
export interface Drawing {
  /** Colours the thing comes in; each item picks one. */
  colours: readonly string[];
  draw(p: Paint, r: Rng): string;
  /** Where a close-up looks (default 0,0). */
  focus?: readonly [number, number];
  /** Half the width of the floor shadow (default 260). */
  shadow?: number;
}

export const GROUND = 260;
