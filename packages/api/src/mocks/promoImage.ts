// Inline SVG data URLs, so stories and tests show real pictures with no server and no network
// (the CSP allows data: images). The home page's banners and the items' photos are drawn with it.

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A gradient card with a headline, as an `<img src>`-ready data URL. The headline wraps to the
 * picture's width (about 0.6 em a letter), so a phone picture keeps it whole.
 */
export function promoImage(
  width: number,
  height: number,
  from: string,
  to: string,
  headline: string,
): string {
  const size = Math.round(Math.min(height * 0.16, width * 0.07, 88));
  const perLine = Math.max(8, Math.floor((width * 0.86) / (size * 0.6)));
  const lines: string[] = [];
  for (const word of headline.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const top = Math.round(height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35);
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${Math.round(width * 0.07)}" y="${Math.round(top + i * size * 1.15)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.25}" r="${Math.max(width, height) * 0.3}" fill="#fff" fill-opacity="0.1"/>` +
    `<text font-family="sans-serif" font-size="${size}" font-weight="bold" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
