import { categoryNames, type CategorySlug } from '@pinjam/api/contract';
import sharp from 'sharp';
import { escapeXml, FONT, textBlock, wrap } from './art';

// Illustrated demo photos: a category colour, a line icon and the item's title, drawn as SVG.

export const CATEGORY_COLOURS: Record<CategorySlug, string> = {
  'film-photography': '#0f4c75',
  'audio-visual': '#6d28d9',
  'projectors-screens': '#1e3a8a',
  drones: '#0e7490',
  'dj-equipment': '#be185d',
  transport: '#b45309',
  storage: '#57534e',
  electronics: '#2563eb',
  'party-events': '#db2777',
  sports: '#15803d',
  'musical-instruments': '#7c3aed',
  'home-office-garden': '#4d7c0f',
  'kids-baby': '#ea580c',
  'holiday-travel': '#0891b2',
  clothing: '#9d174d',
  other: '#475569',
};

/** Line icons on a 200×200 grid, stroked by the caller. */
const ICONS: Record<CategorySlug, string> = {
  'film-photography':
    '<rect x="30" y="62" width="140" height="98" rx="16"/><circle cx="100" cy="111" r="32"/><path d="M68 62 L78 44 H122 L132 62"/><circle cx="150" cy="82" r="4"/>',
  'audio-visual':
    '<rect x="78" y="28" width="44" height="82" rx="22"/><path d="M55 98 a45 45 0 0 0 90 0 M100 143 V170 M72 170 H128"/>',
  'projectors-screens':
    '<rect x="36" y="24" width="128" height="66" rx="6"/><rect x="40" y="118" width="120" height="56" rx="12"/><circle cx="78" cy="146" r="16"/><path d="M130 140 H146 M130 154 H146 M100 90 V118"/>',
  drones:
    '<rect x="80" y="80" width="40" height="40" rx="8"/><path d="M80 80 L52 52 M120 80 L148 52 M80 120 L52 148 M120 120 L148 148"/><circle cx="44" cy="44" r="22"/><circle cx="156" cy="44" r="22"/><circle cx="44" cy="156" r="22"/><circle cx="156" cy="156" r="22"/>',
  'dj-equipment':
    '<rect x="18" y="58" width="164" height="100" rx="14"/><circle cx="62" cy="108" r="30"/><circle cx="138" cy="108" r="30"/><circle cx="62" cy="108" r="5"/><circle cx="138" cy="108" r="5"/>',
  transport:
    '<circle cx="52" cy="132" r="32"/><circle cx="148" cy="132" r="32"/><path d="M52 132 L84 78 H132 L148 132 M84 78 L104 132 L132 78 M72 62 H96 M124 62 L132 78"/>',
  storage: '<path d="M36 70 L100 38 L164 70 V142 L100 174 L36 142 Z M36 70 L100 102 L164 70 M100 102 V174"/>',
  electronics: '<rect x="42" y="42" width="116" height="80" rx="8"/><path d="M22 140 H178 L162 162 H38 Z"/>',
  'party-events':
    '<ellipse cx="76" cy="72" rx="30" ry="36"/><ellipse cx="128" cy="62" rx="30" ry="36"/><path d="M76 108 Q86 140 100 172 M128 98 Q116 136 100 172"/>',
  sports:
    '<circle cx="100" cy="100" r="66"/><path d="M36 92 Q100 64 164 92 M100 34 Q140 100 100 166 M44 132 Q100 112 156 132"/>',
  'musical-instruments':
    '<path d="M82 150 V58 L156 42 V134"/><circle cx="66" cy="150" r="18"/><circle cx="140" cy="134" r="18"/><path d="M82 82 L156 66"/>',
  'home-office-garden':
    '<path d="M30 100 L100 40 L170 100"/><rect x="52" y="94" width="96" height="74"/><rect x="88" y="124" width="24" height="44"/>',
  'kids-baby':
    '<path d="M40 96 A60 60 0 0 1 100 36 V96 Z"/><path d="M40 96 H160 Q160 142 112 142 H76 Q40 142 40 96"/><circle cx="72" cy="164" r="14"/><circle cx="132" cy="164" r="14"/><path d="M160 96 L180 58"/>',
  'holiday-travel':
    '<rect x="42" y="64" width="116" height="104" rx="14"/><path d="M78 64 V42 H122 V64 M76 64 V168 M124 64 V168"/>',
  clothing: '<path d="M70 40 L36 62 L54 94 L70 84 V166 H130 V84 L146 94 L164 62 L130 40 Q100 62 70 40 Z"/>',
  other: '<path d="M100 28 L121 78 L174 82 L133 116 L146 168 L100 140 L54 168 L67 116 L26 82 L79 78 Z"/>',
};

const icon = (category: CategorySlug, cx: number, cy: number, size: number, colour: string) => {
  const scale = size / 200;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${10}" stroke-linecap="round" stroke-linejoin="round">${ICONS[category]}</g>`;
};

export const PHOTO_SIZE = { width: 1200, height: 900 } as const;

/** The cover: colour field with the icon, a white band with the category and the title. */
export function coverSvg(category: CategorySlug, title: string): string {
  const { width: w, height: h } = PHOTO_SIZE;
  const colour = CATEGORY_COLOURS[category];
  const lines = wrap(title, 58, w - 120, 2);
  const titleY = lines.length === 1 ? 800 : 778;
  const labelY = lines.length === 1 ? 712 : 698;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.72"/>
    </linearGradient>
    <pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse">
      <circle cx="4" cy="4" r="3" fill="#fff" fill-opacity="0.12"/>
    </pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="#fff"/>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#dots)"/>
  <circle cx="${w / 2}" cy="330" r="250" fill="#fff" fill-opacity="0.12"/>
  ${icon(category, w / 2, 330, 400, '#fff')}
  <rect x="0" y="650" width="${w}" height="${h - 650}" fill="#fff"/>
  <text x="60" y="${labelY}" font-family="${FONT}" font-size="30" font-weight="bold" fill="${colour}" letter-spacing="3">${escapeXml(categoryNames[category].toUpperCase())}</text>
  ${textBlock(lines, 60, titleY, 58, 'font-weight="bold" fill="#0f172a"', 1.2)}
</svg>`;
}

/** A second or third photo: the icon alone, on the colour (`a`) or on white (`b`). */
export function detailSvg(category: CategorySlug, variant: 'a' | 'b'): string {
  const { width: w, height: h } = PHOTO_SIZE;
  const colour = CATEGORY_COLOURS[category];
  const [bg, fg] = variant === 'a' ? [colour, '#fff'] : ['#f8fafc', colour];
  // Plain diagonal bands: librsvg renders a rotated <pattern> about ten times slower.
  const bands = Array.from({ length: 16 }, (_, i) => {
    const x = i * 140 - 600;
    return `<path d="M${x} ${h} L${x + 600} 0 H${x + 660} L${x + 60} ${h} Z"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${bg}"/>
  <g fill="${fg}" fill-opacity="0.07">${bands}</g>
  <circle cx="${w * 0.5}" cy="${h * 0.5}" r="330" fill="${fg}" fill-opacity="0.08"/>
  ${icon(category, w / 2, h / 2, 560, fg)}
</svg>`;
}

/**
 * The two sizes a demo photo needs, from one rasterisation: gallery (also the zoom: a 1200 px
 * source is never enlarged) and card. WebP effort 0: flat artwork, and seeding must be quick.
 */
export async function renderPhoto(svg: string): Promise<{ gallery: Buffer; card: Buffer }> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const [gallery, card] = await Promise.all([
    sharp(data, { raw }).webp({ quality: 80, effort: 0 }).toBuffer(),
    sharp(data, { raw }).resize({ width: 480 }).webp({ quality: 78, effort: 0 }).toBuffer(),
  ]);
  return { gallery, card };
}
