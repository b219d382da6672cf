import sharp from 'sharp';

// Demo artwork drawn as SVG and rendered by sharp (librsvg) at seed time, so no binary assets
// live in the repository. Text uses whatever sans-serif fontconfig finds (DejaVu, Liberation…).

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Greedy word wrap by an estimated glyph width (bold sans averages ~0.6 em), at most `maxLines`
 * lines; a longer text ends with an ellipsis.
 */
export function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.6)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
    return kept;
  }
  return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
}

/** `<text>` with one `<tspan>` per line. */
export function textBlock(
  lines: string[],
  x: number,
  y: number,
  size: number,
  attrs: string,
  lineHeight = 1.15,
): string {
  const spans = lines
    .map(
      (l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * lineHeight)}">${escapeXml(l)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" ${attrs}>${spans}</text>`;
}

export interface Promo {
  width: number;
  height: number;
  from: string;
  to: string;
  headline: string;
  subline: string;
  cta: string;
}

/** A banner or advert: diagonal gradient, soft circles and dots, headline, subline and a button. */
export function promoSvg(p: Promo): string {
  const { width: w, height: h } = p;
  const tall = h > w;
  const pad = Math.round(Math.min(w, h) * (tall ? 0.09 : 0.12));
  const textWidth = tall ? w - pad * 2 : w * (w > 1000 ? 0.6 : 0.86);
  const top = pad * 0.55 + Math.round(Math.min(w, h) * 0.1); // below the brand mark
  // Largest headline (from a size proportional to the image) whose block fits the space.
  let headSize = Math.round(tall ? w * 0.11 : Math.min(h * 0.17, w * 0.06));
  let layout: ReturnType<typeof measure>;
  for (;;) {
    layout = measure(p.headline, p.subline, headSize, textWidth, tall ? 4 : 2);
    if (layout.height <= h - top - pad || headSize < 14) break;
    headSize = Math.round(headSize * 0.92);
  }
  const { head, sub, subSize, ctaSize, ctaH } = layout;
  const headY = Math.round(top + (h - top - pad - layout.height) / 2 + headSize * 0.8);
  const subY = Math.round(headY + headSize * 1.15 * (head.length - 1) + subSize * 1.9);
  const ctaY = Math.round(subY + subSize * 1.3 * (sub.length - 1) + subSize * 1.2);
  const ctaW = Math.round(p.cta.length * ctaSize * 0.62 + ctaSize * 2.2);
  const r = Math.max(w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="3" cy="3" r="2.2" fill="#fff" fill-opacity="0.13"/>
    </pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * (tall ? 0.95 : 0.86)}" cy="${h * (tall ? 0.92 : 0.2)}" r="${r * 0.32}" fill="#fff" fill-opacity="0.10"/>
  <circle cx="${w * (tall ? 0.1 : 0.97)}" cy="${h * (tall ? 1.02 : 0.95)}" r="${r * 0.22}" fill="#fff" fill-opacity="0.08"/>
  <circle cx="${w * 0.78}" cy="${h * (tall ? 0.78 : 0.62)}" r="${r * 0.09}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="${Math.max(4, r * 0.008)}"/>
  <rect x="${w * (tall ? 0.45 : 0.66)}" y="0" width="${w}" height="${h}" fill="url(#dots)"/>
  <text x="${pad}" y="${Math.round(pad * 0.55 + Math.min(w, h) * 0.05)}" font-family="${FONT}" font-size="${Math.round(Math.min(w, h) * 0.04)}" font-weight="bold" fill="#fff" fill-opacity="0.9" letter-spacing="2">PINJAM</text>
  ${textBlock(head, pad, headY, headSize, 'font-weight="bold" fill="#fff"')}
  ${textBlock(sub, pad, subY, subSize, 'fill="#fff" fill-opacity="0.92"', 1.3)}
  <rect x="${pad}" y="${ctaY}" width="${ctaW}" height="${ctaH}" rx="${ctaH / 2}" fill="#fff"/>
  <text x="${pad + ctaW / 2}" y="${ctaY + ctaH / 2 + ctaSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${ctaSize}" font-weight="bold" fill="${p.from}">${escapeXml(p.cta)}</text>
</svg>`;
}

/** Lines and height of the headline + subline + button block at a headline size. */
function measure(headline: string, subline: string, headSize: number, width: number, headLines: number) {
  const subSize = Math.round(headSize * 0.4);
  const ctaSize = Math.round(subSize * 0.95);
  const ctaH = Math.round(ctaSize * 2.3);
  const head = wrap(headline, headSize, width, headLines);
  const sub = wrap(subline, subSize, width, 2);
  const height =
    headSize * (1 + 1.15 * (head.length - 1)) +
    subSize * (1.9 + 1.3 * (sub.length - 1)) +
    subSize * 1.2 +
    ctaH;
  const truncated = head.some((l) => l.endsWith('…'));
  return { head, sub, subSize, ctaSize, ctaH, height: truncated ? Infinity : height };
}

/**
 * SVG → WebP at exactly its size; sharp writes no metadata. Effort 2 of 6: flat artwork
 * compresses almost as well as at the default 4 in about a third of the time.
 */
export function renderWebp(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer();
}
