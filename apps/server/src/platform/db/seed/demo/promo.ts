import { homePictureSizes } from '@pinjam/api/contract';
import { escapeXml, FONT, textBlock, wrap } from './art';
import type { Kind } from './draw';
import { circle, rect } from './draw/svg';
import { drawThing, SHADOW_DEF, thingIn } from './item-art';

// The home page's demo banners and adverts, drawn for the size each is shown at (decision 0015):
// words on the left, clear of the carousel's arrows and dots, a drawing of the thing on the
// right; a phone's picture has fewer, larger words (at least 14 CSS px on a 375 px phone).

export interface PromoCopy {
  headline: string;
  subline: string;
  /** Adverts only: a banner is not a link, so it shows no button. */
  cta?: string;
}

export interface Promo {
  from: string;
  to: string;
  /** The thing drawn beside the words. */
  kind: Kind;
  copy: PromoCopy;
  /** Shorter words for the phone's picture, where the full ones would be too small. */
  phone?: Partial<PromoCopy>;
}

/** Where the words and the thing go in one format, and the words' largest sizes. */
export interface Format {
  width: number;
  height: number;
  /** The words: left edge, top, bottom, headline width, subline width (narrower beside the thing). */
  text: { x: number; top: number; bottom: number; width: number; subWidth: number };
  thing: { x: number; y: number; width: number; height: number };
  sizes: { brand: number; head: number; sub: number; cta: number };
  headLines: number;
  /** The words may shrink to this share of their sizes before the copy counts as too long. */
  minScale: number;
  /** Words from the top and the thing below the headline (phones), or words centred beside it. */
  stacked?: boolean;
}

const { banner, advert } = homePictureSizes;
/** On a phone the words take the width, top down, and the thing the corner left under them. */
const phoneFormat = (cta: number): Format => ({
  ...advert[1].phone,
  text: { x: 44, top: 40, bottom: 566, width: 662, subWidth: 420 },
  thing: { x: 490, y: 0, width: 230, height: 0 },
  sizes: { brand: 32, head: 66, sub: 36, cta },
  headLines: 3,
  minScale: 0.92,
  stacked: true,
});

export const FORMATS = {
  /** 1600×500 from 608 to 1152 CSS px wide: the arrows cover 137 px at each side at 608 px, the dots the bottom 95 px in the middle. */
  banner: {
    ...banner.desktop,
    text: { x: 170, top: 46, bottom: 404, width: 870, subWidth: 800 },
    thing: { x: 1080, y: 50, width: 360, height: 400 },
    sizes: { brand: 30, head: 84, sub: 40, cta: 0 },
    headLines: 2,
    minScale: 0.78,
  },
  /** 750×600 at 288–607 CSS px (343 on a 375 px phone): the carousel's controls sit below it. */
  bannerPhone: phoneFormat(0),
  /** The left slot: 1136×840, at 479–568 CSS px wide on a desktop, 608–990 stacked. Words from the top, the thing under the headline, beside the subline. */
  advertLeft: {
    ...advert[1].desktop,
    text: { x: 72, top: 64, bottom: 780, width: 992, subWidth: 500 },
    thing: { x: 600, y: 0, width: 470, height: 0 },
    sizes: { brand: 34, head: 92, sub: 42, cta: 40 },
    headLines: 3,
    minScale: 0.85,
    stacked: true,
  },
  /** The right slots: 1136×404 at 479–568 CSS px wide; no room for the brand's name. */
  advertRight: {
    ...advert[2].desktop,
    text: { x: 60, top: 30, bottom: 374, width: 680, subWidth: 680 },
    thing: { x: 780, y: 30, width: 320, height: 344 },
    sizes: { brand: 0, head: 60, sub: 34, cta: 34 },
    headLines: 2,
    minScale: 0.9,
  },
  advertPhone: phoneFormat(36),
} satisfies Record<string, Format>;

export type FormatName = keyof typeof FORMATS;

/** The words on a promo's picture, as its alt text. */
export function promoAlt({ copy }: Promo): string {
  return [copy.headline, copy.subline, copy.cta]
    .filter(Boolean)
    .map((part) => (/[.?!]$/.test(part!) ? part : `${part}.`))
    .join(' ');
}

/** A laid-out block of words: its lines, sizes and where it reaches, for the drawing and tests. */
export interface Layout {
  head: string[];
  sub: string[];
  sizes: Format['sizes'];
  /** Baselines of the brand, the first headline and subline lines, and the button's top. */
  at: { brand: number; head: number; sub: number; cta: number };
  /** The words' box (the button included). */
  box: { x: number; y: number; width: number; height: number };
  /** Where the headline ends (the thing goes under it on a phone). */
  headBottom: number;
  thing: Format['thing'];
}

/** Baselines down from 0, and the block's height, for lines at these sizes. */
function stack(sizes: Format['sizes'], headLines: number, subLines: number, cta: boolean) {
  const brand = sizes.brand;
  const head = (brand ? brand * 1.9 : 0) + sizes.head;
  const headEnd = head + sizes.head * 1.12 * (headLines - 1);
  const sub = headEnd + sizes.head * 0.35 + sizes.sub * 1.15;
  const subEnd = sub + sizes.sub * 1.3 * (subLines - 1);
  const button = subEnd + sizes.sub * 0.5 + sizes.cta * 0.6;
  const height = cta ? button + sizes.cta * 2.2 : subEnd + sizes.sub * 0.3;
  return { at: { brand, head, sub, cta: button }, headBottom: headEnd + sizes.head * 0.25, height };
}

/** The largest sizes (down to `minScale`) at which the words fit their box. */
export function layout(copy: PromoCopy, format: Format): Layout {
  const { text } = format;
  for (let scale = 1; scale >= format.minScale - 1e-9; scale -= 0.02) {
    const [brand, head, sub, cta] = [
      format.sizes.brand,
      format.sizes.head * scale,
      format.sizes.sub * scale,
      format.sizes.cta,
    ].map(Math.round) as [number, number, number, number];
    const sizes = { brand, head, sub, cta };
    const headLines = wrap(copy.headline, head, text.width, format.headLines);
    const subLines = wrap(copy.subline, sub, text.subWidth, 2, 0.56);
    if (!headLines || !subLines) continue;
    const block = stack(sizes, headLines.length, subLines.length, Boolean(copy.cta));
    if (block.height > text.bottom - text.top) continue;
    const y = format.stacked ? text.top : Math.round(text.top + (text.bottom - text.top - block.height) / 2);
    const headBottom = Math.round(y + block.headBottom);
    const thing = format.stacked
      ? { ...format.thing, y: headBottom + 16, height: format.height - 24 - headBottom - 16 }
      : format.thing;
    const down = (v: number) => Math.round(y + v);
    return {
      head: headLines,
      sub: subLines,
      sizes,
      at: {
        brand: down(block.at.brand),
        head: down(block.at.head),
        sub: down(block.at.sub),
        cta: down(block.at.cta),
      },
      box: { x: text.x, y, width: text.width, height: Math.round(block.height) },
      headBottom,
      thing,
    };
  }
  throw new Error(`The words do not fit a ${format.width}×${format.height} picture: ${copy.headline}`);
}

/** A banner's or advert's picture in one format. */
export async function promoSvg(promo: Promo, name: FormatName): Promise<string> {
  const format: Format = FORMATS[name];
  const words = name.endsWith('Phone') ? { ...promo.copy, ...promo.phone } : promo.copy;
  const copy: PromoCopy = {
    headline: words.headline,
    subline: words.subline,
    cta: format.sizes.cta ? words.cta : undefined,
  };
  const { head, sub, sizes, box, at, thing: t } = layout(copy, format);
  const { width: w, height: h } = format;
  const thing = await drawThing(promo.kind, promo.copy.headline);
  const ctaH = Math.round(sizes.cta * 2.2);
  const ctaW = copy.cta ? Math.round(copy.cta.length * sizes.cta * 0.62 + sizes.cta * 2.2) : 0;
  const r = Math.max(w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${promo.from}"/><stop offset="1" stop-color="${promo.to}"/>
    </linearGradient>
    ${SHADOW_DEF}
  </defs>
  ${rect(0, 0, w, h, 'url(#bg)')}
  ${circle(w * 0.9, h * 0.12, r * 0.3, '#ffffff', { opacity: 0.1 })}
  ${circle(w * 0.05, h * 1.05, r * 0.2, '#ffffff', { opacity: 0.07 })}
  ${circle(t.x + t.width / 2, t.y + t.height * 0.55, Math.min(t.width, t.height) * 0.52, '#ffffff', { opacity: 0.16 })}
  ${thingIn(thing, t.x, t.y, t.width, t.height)}
  ${sizes.brand ? `<text x="${box.x}" y="${at.brand}" font-family="${FONT}" font-size="${sizes.brand}" font-weight="bold" fill="#fff" fill-opacity="0.9" letter-spacing="3">PINJAM</text>` : ''}
  ${textBlock(head, box.x, at.head, sizes.head, 'font-weight="bold" fill="#fff"', 1.12)}
  ${textBlock(sub, box.x, at.sub, sizes.sub, 'fill="#fff" fill-opacity="0.95"', 1.3)}
  ${
    copy.cta
      ? `${rect(box.x, at.cta, ctaW, ctaH, '#ffffff', ctaH / 2)}
  <text x="${box.x + ctaW / 2}" y="${Math.round(at.cta + ctaH / 2 + sizes.cta * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${sizes.cta}" font-weight="bold" fill="${promo.from}">${escapeXml(copy.cta)}</text>`
      : ''
  }
</svg>`;
}
