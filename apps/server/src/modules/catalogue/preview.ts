/**
 * An item's link preview (issue 27): what WhatsApp, Facebook and search engines show of a shared
 * item's page, as the platform's page head writes it (platform/ssr/page-head.ts). Pure: the item
 * as the public reads it, and the site's address.
 */
import type { Item } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import { ITEM_IMAGE_WIDTHS } from '@pinjam/api/contract';
import type { PagePreview } from '../../platform/ssr/page-head';
import { PREVIEW_SIZE } from './item-images';

const DESCRIPTION_MAX = 200;
const SCHEMA = 'https://schema.org';
const GOOD_RELATIONS = 'http://purl.org/goodrelations/v1';

/** '45.00' for 4500 cents, as Open Graph and schema.org write a price: integer arithmetic only. */
const amount = (cents: number) => formatMoney(cents).replace('B$', '').replaceAll(',', '');

/** 'B$45.00 a day', 'B$900.00', or both: what the item costs, for a preview's title. */
function priceLine(item: Item): string {
  const rent = item.price_per_day !== null ? `${formatMoney(item.price_per_day)} a day` : null;
  const sale = item.sale_price !== null ? formatMoney(item.sale_price) : null;
  if (rent && sale) return `${rent} or ${sale} to buy`;
  return rent ?? sale ?? '';
}

/** 'For rent in Tutong', 'To buy in Belait', 'To rent or buy in Brunei-Muara'. */
function offerLine(item: Item): string {
  const what = item.for_rent && item.for_sale ? 'To rent or buy' : item.for_rent ? 'For rent' : 'To buy';
  return `${what} in ${item.district}`;
}

/** The first words of a text, cut at a word and marked when cut. */
function shortened(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The picture a preview shows: the first photo's 1200×630 JPEG made for it, or, for a photo
 * uploaded before those were made, its gallery copy (WebP, at its own size).
 */
function previewImage(item: Item, previewUrl: string | null): PagePreview['image'] {
  const first = item.images[0];
  if (!first) return undefined;
  if (previewUrl) return { url: previewUrl, ...PREVIEW_SIZE, type: 'image/jpeg', alt: item.title };
  return { url: first.gallery, ...gallerySize(first), type: 'image/webp', alt: item.title };
}

/** The size the gallery copy of an image was made at (never wider than its width, nor taller than twice it). */
function gallerySize(image: { width: number; height: number }) {
  const width = ITEM_IMAGE_WIDTHS.gallery;
  const scale = Math.min(1, width / image.width, (width * 2) / image.height);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}

/** The schema.org Offer of one way to have the item: rented by the day, or bought. */
function offer(item: Item, url: string, rent: boolean) {
  const price = amount((rent ? item.price_per_day : item.sale_price)!);
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: 'BND',
    availability: `${SCHEMA}/${item.starting_inventory > 0 ? 'InStock' : 'OutOfStock'}`,
    businessFunction: `${GOOD_RELATIONS}#${rent ? 'LeaseOut' : 'Sell'}`,
    ...(rent && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'BND',
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    }),
    areaServed: { '@type': 'AdministrativeArea', name: item.district },
    seller: { '@type': 'Person', name: item.owner.name },
  };
}

/**
 * The item's page title and preview, its URLs made absolute on `publicUrl`. `previewUrl`: the
 * first photo's link-preview copy, if it has one.
 */
export function itemPreview(
  item: Item,
  publicUrl: string,
  previewUrl: string | null,
): { title: string; preview: PagePreview } {
  const url = `${publicUrl}/view-item/${item.id}`;
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;
  const image = previewImage(item, previewUrl);
  const price = priceLine(item);
  const offers = [
    ...(item.price_per_day !== null ? [offer(item, url, true)] : []),
    ...(item.sale_price !== null ? [offer(item, url, false)] : []),
  ];
  const condition = item.condition === 'new' ? 'NewCondition' : 'UsedCondition';
  const preview: PagePreview = {
    title: `${item.title} · ${price}`,
    description: shortened(`${offerLine(item)}: ${price}. ${item.description}`, DESCRIPTION_MAX),
    type: 'product',
    image,
    properties: [
      ['product:price:amount', amount((item.price_per_day ?? item.sale_price)!)],
      ['product:price:currency', 'BND'],
      ['product:availability', item.starting_inventory > 0 ? 'in stock' : 'out of stock'],
      ['product:condition', item.condition === 'new' ? 'new' : 'used'],
    ],
    labels: [
      ['Price', price],
      ['District', item.district],
    ],
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'Product',
      name: item.title,
      description: item.description,
      url,
      sku: String(item.id),
      category: item.category_name,
      ...(item.images.length > 0 && { image: item.images.map((i) => absolute(i.gallery)) }),
      itemCondition: `${SCHEMA}/${condition}`,
      offers: offers.length === 1 ? offers[0] : offers,
      ...(item.rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: item.rating.average,
          ratingCount: item.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    },
  };
  return { title: item.title, preview };
}
