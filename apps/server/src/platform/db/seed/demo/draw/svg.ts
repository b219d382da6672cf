// Small SVG builders for the demo drawings: flat shapes, colours and a seeded random source.
// Numbers are rounded to one decimal, so the markup stays short and identical run to run.

const n = (value: number) => Math.round(value * 10) / 10;

/** Extra attributes, e.g. `{ opacity: 0.5, transform: 'rotate(8)' }`. */
type Attrs = Record<string, string | number | undefined>;
const attr = (k: string, v: string | number) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
/**
 * `opacity` on one shape is written as fill and stroke opacity: the same picture for a shape
 * that is only filled or only stroked, and librsvg paints it directly instead of compositing an
 * offscreen layer (measured: a third of a demo photo's drawing time went on such layers).
 */
const attrs = (extra: Attrs = {}) =>
  Object.entries(extra)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => (k === 'opacity' ? attr('fill-opacity', v) + attr('stroke-opacity', v) : attr(k, v)))
    .join('');

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra?: Attrs) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Attrs) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Attrs) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra?: Attrs) =>
  `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

/** A closed polygon through x,y pairs. */
export const poly = (points: number[], fill: string, extra?: Attrs) => {
  const pairs: string[] = [];
  for (let i = 0; i < points.length; i += 2) pairs.push(`${n(points[i]!)},${n(points[i + 1]!)}`);
  return `<polygon points="${pairs.join(' ')}" fill="${fill}"${attrs(extra)}/>`;
};

/** A stroked, unfilled path (round ends and joins). */
export const stroke = (d: string, colour: string, width: number, extra?: Attrs) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colour: string,
  width: number,
  extra?: Attrs,
) => stroke(`M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}`, colour, width, extra);

export const group = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;

/** Repeats a part: `times(4, (i) => circle(i * 20, 0, 5, c))`. */
export const times = (count: number, part: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => part(i)).join('');

// ─── Colour ──────────────────────────────────────────────────────────────────────────────────

const parse = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const format = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parse(a), parse(b)];
  return format(x.map((c, i) => c + (y[i]! - c) * t));
}

/** Lighter (t > 0, towards white) or darker (t < 0, towards black). */
export const shade = (colour: string, t: number) =>
  t >= 0 ? mix(colour, '#ffffff', t) : mix(colour, '#000000', -t);

// ─── Seeded randomness ───────────────────────────────────────────────────────────────────────

/** FNV-1a: a stable number from a string (an item's title), so drawings never change run to run. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A small deterministic generator (mulberry32) with the helpers the drawings use. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** A number in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  pick<T>(options: readonly T[]): T {
    return options[Math.floor(this.next() * options.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}
