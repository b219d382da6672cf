import sharp from 'sharp';

// Demo artwork drawn as SVG and rendered by sharp (librsvg) at seed time, so no binary assets
// live in the repository. Text uses whatever sans-serif fontconfig finds (DejaVu, Liberation…).

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Average advance of a bold sans glyph, in em (DejaVu Sans Bold is among the widest). */
export const BOLD_EM = 0.64;

/**
 * Greedy word wrap by an estimated glyph width (`em` of the font size per letter). Returns null
 * when the text needs more than `maxLines`: the caller picks a smaller size or shorter words.
 */
export function wrap(
  text: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
  em = BOLD_EM,
): string[] | null {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * em)));
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
  return lines.length > maxLines || lines.some((l) => l.length > perLine) ? null : lines;
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

/**
 * SVG → WebP at exactly its size; sharp writes no metadata. Effort 2 of 6: flat artwork
 * compresses almost as well as at the default 4 in about a third of the time.
 */
export function renderWebp(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().webp({ quality, effort: 2 }).toBuffer();
}
