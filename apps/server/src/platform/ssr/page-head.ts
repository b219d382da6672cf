import { escape } from '../mail/templates';

/**
 * What a record's page shows in a link preview beyond its title, as the module that owns the
 * record says it (an item: its price, district and first photo). The platform writes it as
 * Open Graph and Twitter card tags and schema.org JSON-LD, and knows no record of its own.
 */
export interface PagePreview {
  /** og:title: the record's words with what sells it ('Canon EOS R6 · B$45.00 a day'). */
  title: string;
  description: string;
  /** og:type: 'product' for an item; 'website' when absent. */
  type?: string;
  /** The picture a preview shows: an absolute URL or one from the site's root. */
  image?: { url: string; width: number; height: number; alt: string; type?: string };
  /** More Open Graph properties as [property, content] ('product:price:amount', '45.00'). */
  properties?: Array<[string, string]>;
  /** A Twitter card's labelled lines as [label, data] ('Price', 'B$45.00 a day'); two at most. */
  labels?: Array<[string, string]>;
  /** The page's schema.org JSON-LD (absolute URLs). */
  jsonLd?: Record<string, unknown>;
}

/**
 * JSON inside a <script> element: no '<' may end the element early (`</script>` in a member's
 * words stays text), and the line separators JavaScript once refused are escaped too.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** What a page answered 200 says of itself in its head. */
export interface HeadWords {
  /** The site's address ('https://pinjam.bn'), before the page's canonical path. */
  publicUrl: string;
  /** The page's canonical path ('/view-item/12'), or null (an older web build says none). */
  canonical: string | null;
  siteName: string;
  /** The tab's title ('About us · Pinjam'): the preview's title when the record gives none. */
  title: string;
  /** The page's sentence, or null for the site's own (index.html's, left as it is). */
  description: string | null;
  preview?: PagePreview;
}

const absolute = (publicUrl: string, url: string) => new URL(url, `${publicUrl}/`).href;

/**
 * The head of a page a link to it is drawn from: its canonical address, Open Graph and Twitter
 * card tags, and JSON-LD when the record has some. Every value is escaped as an attribute, and
 * the JSON-LD as script text.
 */
export function pageHead(words: HeadWords): string {
  const { publicUrl, preview } = words;
  const url = words.canonical === null ? null : absolute(publicUrl, words.canonical);
  const image = preview?.image && { ...preview.image, url: absolute(publicUrl, preview.image.url) };
  const description = preview?.description ?? words.description;
  const og: Array<[string, string | number | null | undefined]> = [
    ['og:site_name', words.siteName],
    ['og:type', preview?.type ?? 'website'],
    ['og:url', url],
    ['og:title', preview?.title ?? words.title],
    ['og:description', description],
    ['og:image', image?.url],
    ['og:image:width', image?.width],
    ['og:image:height', image?.height],
    ['og:image:type', image?.type],
    ['og:image:alt', image?.alt],
    ...(preview?.properties ?? []),
  ];
  const twitter: Array<[string, string | number | null | undefined]> = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', preview?.title ?? words.title],
    ['twitter:description', description],
    ['twitter:image', image?.url],
    ['twitter:image:alt', image?.alt],
    ...(preview?.labels ?? []).slice(0, 2).flatMap(([label, data], i): Array<[string, string]> => [
      [`twitter:label${i + 1}`, label],
      [`twitter:data${i + 1}`, data],
    ]),
  ];
  const tag =
    (attribute: 'property' | 'name') =>
    ([key, value]: [string, unknown]) =>
      value === null || value === undefined
        ? ''
        : `<meta ${attribute}="${escape(key)}" content="${escape(String(value))}">`;
  return [
    url ? `<link rel="canonical" href="${escape(url)}">` : '',
    ...og.map(tag('property')),
    ...twitter.map(tag('name')),
    preview?.jsonLd ? `<script type="application/ld+json">${scriptJson(preview.jsonLd)}</script>` : '',
  ].join('');
}
