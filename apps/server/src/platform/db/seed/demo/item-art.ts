import sharp from 'sharp';
import { DRAWINGS, type Kind } from './draw';
import { GROUND, type Paint } from './draw/kind';
import { circle, ellipse, hash, mix, path, rect, Rng, shade, times } from './draw/svg';

// Illustrated demo photos: each item's thing (a camera, a kayak, a tent) drawn flat on a coloured
// backdrop with a soft shadow, no words. The item's title seeds everything: the thing's colour and
// proportions, and each picture's backdrop, angle and zoom, so re-seeding draws the same pictures.

export const PHOTO_SIZE = { width: 1200, height: 900 } as const;
const CARD_WIDTH = 480;
const BANDS = 6;

const ACCENTS = [
  '#ef4444',
  '#f97316',
  '#f59e0b',
  '#eab308',
  '#84cc16',
  '#22c55e',
  '#14b8a6',
  '#06b6d4',
  '#3b82f6',
  '#6366f1',
  '#8b5cf6',
  '#ec4899',
] as const;

/** Backdrops for most things, and deeper ones that let a white or silver thing stand out. */
const PASTELS: ReadonlyArray<readonly [string, string]> = [
  ['#fde68a', '#fecaca'],
  ['#bae6fd', '#c7d2fe'],
  ['#bbf7d0', '#99f6e4'],
  ['#fbcfe8', '#ddd6fe'],
  ['#fed7aa', '#fef08a'],
  ['#e0e7ff', '#cffafe'],
  ['#e7e5e4', '#f5f5f4'],
  ['#dcfce7', '#fef9c3'],
  ['#ccfbf1', '#bfdbfe'],
  ['#fee2e2', '#ffedd5'],
  ['#ede9fe', '#fae8ff'],
  ['#d9f99d', '#a7f3d0'],
];
const DEEPS: ReadonlyArray<readonly [string, string]> = [
  ['#60a5fa', '#818cf8'],
  ['#f87171', '#fb923c'],
  ['#34d399', '#2dd4bf'],
  ['#a78bfa', '#f472b6'],
  ['#38bdf8', '#22d3ee'],
  ['#fbbf24', '#f97316'],
  ['#64748b', '#94a3b8'],
];

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

type Backdrop = 'plain' | 'floor' | 'halo' | 'dots';

interface Shot {
  backdrop: readonly [string, string];
  style: Backdrop;
  /** Where the thing's centre goes, its size against the framed cover, tilt (degrees), mirror
   * and a slant for a 3/4 look. */
  x: number;
  y: number;
  zoom: number;
  tilt: number;
  mirror: boolean;
  slant: number;
  /** A close-up: the drawing's focus at the centre. */
  closeUp: boolean;
}

/** The gallery's shots: the cover, then another side, a close-up and a smaller view. */
function shots(r: Rng, count: number, light: boolean): Shot[] {
  const backdrops = light && r.chance(0.7) ? DEEPS : PASTELS;
  const first = Math.floor(r.next() * backdrops.length);
  const backdrop = (k: number) => backdrops[(first + k * 5) % backdrops.length]!;
  const mirror = r.chance(0.5);
  const all: Shot[] = [
    {
      backdrop: backdrop(0),
      style: r.pick(['floor', 'halo'] as const),
      x: 600,
      y: 450,
      zoom: 1,
      tilt: r.range(-3, 3),
      mirror,
      slant: 0,
      closeUp: false,
    },
    {
      backdrop: backdrop(1),
      style: r.pick(['plain', 'halo'] as const),
      x: r.range(570, 630),
      y: 450,
      zoom: r.range(0.8, 0.88),
      tilt: r.range(-8, 8),
      mirror: !mirror,
      slant: r.pick([-7, 7]),
      closeUp: false,
    },
    {
      backdrop: backdrop(2),
      style: 'plain',
      x: 600,
      y: 450,
      zoom: r.range(1.7, 2),
      tilt: r.range(-6, 6),
      mirror,
      slant: 0,
      closeUp: true,
    },
    {
      backdrop: backdrop(3),
      style: 'dots',
      x: r.pick([500, 700]),
      y: 470,
      zoom: r.range(0.6, 0.68),
      tilt: r.range(-12, 12),
      mirror: !mirror,
      slant: 0,
      closeUp: false,
    },
  ];
  return all.slice(0, count);
}

function backdropSvg(shot: Shot, r: Rng): string {
  const [from, to] = shot.backdrop;
  const { width: w, height: h } = PHOTO_SIZE;
  // Diagonal bands from one colour to the other: a gradient costs librsvg twice the time.
  const bands = times(BANDS, (i) => {
    const x = (i / BANDS) * (w + h);
    return path(`M${x} 0H${w + h}L${w + h - h} ${h}H${x - h}Z`, mix(from, to, i / (BANDS - 1)));
  });
  const parts = [
    `<defs>${SHADOW_DEF}</defs>`,
    rect(0, 0, w, h, from),
    bands,
    circle(r.range(0, w), r.range(0, h * 0.4), r.range(160, 320), '#ffffff', { opacity: 0.18 }),
    circle(r.range(0, w), r.range(h * 0.6, h), r.range(120, 260), shade(to, -0.08), { opacity: 0.35 }),
  ];
  if (shot.style === 'floor')
    parts.push(rect(0, h * 0.7, w, h * 0.3, mix(from, '#ffffff', 0.45), 0, { opacity: 0.7 }));
  if (shot.style === 'halo') parts.push(circle(shot.x, shot.y, 340, '#ffffff', { opacity: 0.3 }));
  if (shot.style === 'dots')
    parts.push(
      times(42, (i) =>
        circle(((i * 263) % 1160) + 20, ((i * 151) % 860) + 20, 7 + (i % 3) * 3, '#ffffff', {
          opacity: 0.35,
        }),
      ),
    );
  return parts.join('');
}

/** The drawing's extent (its shadow included), in its own units. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a drawing has paint: rendered small on a transparent square and scanned. */
async function measure(art: string, shadow: number): Promise<Box> {
  const size = 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-600 -600 1200 1200">${art}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [size, size, 0, 0];
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1)
      if (data[(y * size + x) * 4 + 3]! > 24) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
  const unit = 1200 / size;
  const box = {
    left: left * unit - 600,
    top: top * unit - 600,
    right: right * unit - 600,
    bottom: bottom * unit - 600,
  };
  // The shadow stays in the picture, under the thing.
  box.left = Math.min(box.left, -shadow * 0.7);
  box.right = Math.max(box.right, shadow * 0.7);
  box.bottom = Math.max(box.bottom, GROUND + 30);
  return { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top };
}

/** The cover fits the thing in 74 % of the width and 78 % of the height; the other shots scale from it. */
function placed(shot: Shot, { art, box, focus, shadow }: Thing): string {
  const fit = Math.min((PHOTO_SIZE.width * 0.74) / box.width, (PHOTO_SIZE.height * 0.78) / box.height);
  const scale = fit * shot.zoom;
  const flip = shot.mirror ? -1 : 1;
  const [cx, cy] = shot.closeUp ? focus : [box.x + box.width / 2, box.y + box.height / 2];
  const body = `${ellipse(0, GROUND + 6, shadow, 34, 'url(#shadow)')}${art}`;
  const move = `translate(${shot.x.toFixed(1)} ${shot.y}) rotate(${shot.tilt.toFixed(1)}) scale(${(flip * scale).toFixed(3)} ${scale.toFixed(3)}) skewY(${shot.slant}) translate(${(-cx).toFixed(1)} ${(-cy).toFixed(1)})`;
  return `<g transform="${move}">${body}</g>`;
}

/** A thing drawn for an item: its shapes, where they reach (shadow included) and its shadow. */
export interface Thing {
  art: string;
  /** Its main colour (a white thing wants a deeper backdrop). */
  body: string;
  box: Box;
  shadow: number;
  focus: readonly [number, number];
}

/** Draws `kind` as the item seeded by `seed` has it (colour, proportions). */
export async function drawThing(kind: Kind, seed: string, r = new Rng(hash(seed))): Promise<Thing> {
  const drawing = DRAWINGS[kind];
  const body = r.pick(drawing.colours);
  const paint: Paint = {
    body,
    light: shade(body, 0.28),
    deep: shade(body, -0.22),
    accent: r.pick(ACCENTS),
    dark: '#16181b',
    metal: r.pick(['#c3c9d1', '#b4bcc7', '#d5d9df']),
  };
  const art = drawing.draw(paint, r);
  const shadow = drawing.shadow ?? 260;
  return { art, body, box: await measure(art, shadow), shadow, focus: drawing.focus ?? [0, 0] };
}

/** The thing scaled to fit `w`×`h` at `x`,`y` (top left), on its shadow. */
export function thingIn(thing: Thing, x: number, y: number, w: number, h: number, mirror = false): string {
  const { box } = thing;
  const s = Math.min(w / box.width, h / box.height);
  const flip = mirror ? -1 : 1;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  return `<g transform="translate(${(x + w / 2).toFixed(1)} ${(y + h / 2).toFixed(1)}) scale(${(flip * s).toFixed(3)} ${s.toFixed(3)}) translate(${(-cx).toFixed(1)} ${(-cy).toFixed(1)})">${ellipse(0, GROUND + 6, thing.shadow, 34, 'url(#shadow)')}${thing.art}</g>`;
}

/** The soft floor shadow's gradient, which `thingIn` and the gallery's shots refer to. */
export const SHADOW_DEF =
  '<radialGradient id="shadow"><stop offset="0" stop-color="#0f172a" stop-opacity="0.32"/><stop offset="0.6" stop-color="#0f172a" stop-opacity="0.14"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>';

/**
 * The SVG of each picture of an item (2–4 of them), drawn at `width` (the scene is 1200×900 and
 * scales). Deterministic: the same title and kind always give the same pictures.
 */
export async function itemPictures(
  kind: Kind,
  seed: string,
  count: number,
): Promise<Array<(width: number) => string>> {
  const r = new Rng(hash(seed));
  const thing = await drawThing(kind, seed, r);
  const { width: w, height: h } = PHOTO_SIZE;
  return shots(r, count, luminance(thing.body) > 0.72).map((shot) => {
    const inner = backdropSvg(shot, r) + placed(shot, thing);
    return (width: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * h) / w)}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;
  });
}

/**
 * The two sizes a demo photo needs: gallery (also the zoom: a 1200 px source is never enlarged)
 * and card, each rasterised at its own size (quicker than resizing, and as sharp). No alpha:
 * the scenes are opaque. WebP effort 0: flat artwork, and seeding must be quick.
 */
export async function renderPhoto(
  svg: (width: number) => string,
): Promise<{ gallery: Buffer; card: Buffer }> {
  const [gallery, card] = await Promise.all([
    sharp(Buffer.from(svg(PHOTO_SIZE.width)))
      .removeAlpha()
      .webp({ quality: 80, effort: 0 })
      .toBuffer(),
    sharp(Buffer.from(svg(CARD_WIDTH)))
      .removeAlpha()
      .webp({ quality: 80, effort: 0 })
      .toBuffer(),
  ]);
  return { gallery, card };
}
