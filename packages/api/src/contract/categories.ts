// The catalogue's vocabularies and limits (docs/product.md "Items"): the search categories, the
// conditions, the item statuses and the limits every form and the server check.
import { preprocess, z } from './zod';

// ─── Categories ──────────────────────────────────────────────────────────────────────────────
// docs/product.md §3: 16 tiles, each a display name that opens search on a search category. The
// slug is what the API stores and sends; names are for people and may be reworded freely.

export const categories = [
  { slug: 'film-photography', name: 'Film & Photography', tile: 'Photography' },
  { slug: 'audio-visual', name: 'Audio Visual Equipment', tile: 'Audio Visual' },
  { slug: 'projectors-screens', name: 'Projectors & Screens', tile: 'Projectors' },
  { slug: 'drones', name: 'Drones', tile: 'Drones' },
  { slug: 'dj-equipment', name: 'DJ Equipment', tile: 'DJ Equipment' },
  { slug: 'transport', name: 'Transport', tile: 'Transport' },
  { slug: 'storage', name: 'Storage', tile: 'Storage' },
  { slug: 'electronics', name: 'Electronics', tile: 'Electronics' },
  { slug: 'party-events', name: 'Party & Events', tile: 'Party' },
  { slug: 'sports', name: 'Sports', tile: 'Sports' },
  { slug: 'musical-instruments', name: 'Musical Instruments', tile: 'Musical' },
  { slug: 'home-office-garden', name: 'Home / Office / Garden', tile: 'Home/Office' },
  { slug: 'kids-baby', name: 'Kids & Baby', tile: 'Kids & Baby' },
  { slug: 'holiday-travel', name: 'Holiday & Travel', tile: 'Holiday' },
  { slug: 'clothing', name: 'Clothing', tile: 'Clothing' },
  { slug: 'other', name: 'Other', tile: 'Other' },
] as const;

export type CategorySlug = (typeof categories)[number]['slug'];
export const categorySlugs = categories.map((c) => c.slug) as unknown as readonly [
  CategorySlug,
  ...CategorySlug[],
];

/** 'film-photography' → 'Film & Photography' (the search category's name). */
export const categoryNames = Object.fromEntries(categories.map((c) => [c.slug, c.name])) as Record<
  CategorySlug,
  string
>;

/** A slug, or (leniently, for hand-typed links) a search or tile name in any case. */
export function toCategorySlug(value: string): CategorySlug | undefined {
  const v = value.trim().toLowerCase();
  return categories.find((c) => c.slug === v || c.name.toLowerCase() === v || c.tile.toLowerCase() === v)
    ?.slug;
}

export const categoryInput = preprocess(
  (v) => (typeof v === 'string' ? (toCategorySlug(v) ?? v) : v),
  z.enum(categorySlugs, { message: 'Choose one of the categories' }),
);

// ─── Conditions ──────────────────────────────────────────────────────────────────────────────

export const itemConditions = ['new', 'like_new', 'good', 'fair'] as const;
export type ItemCondition = (typeof itemConditions)[number];
export const itemConditionNames: Record<ItemCondition, string> = {
  new: 'New',
  like_new: 'Like new',
  good: 'Good',
  fair: 'Fair',
};

export const itemStatuses = ['active', 'disabled', 'deleted'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

// ─── Limits (docs/product.md "Items") ─────────────────────────────────────────────────────────────

export const ITEM_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 5000,
  imagesMin: 1,
  imagesMax: 8,
  imageMaxBytes: 10 * 1024 * 1024,
  stockMin: 1,
  stockMax: 99,
  /** B$100,000 a day, in cents. */
  rentMaxCents: 10_000_000,
  /** B$1,000,000, in cents. */
  saleMaxCents: 100_000_000,
  daysMax: 365,
} as const;

/** Widths of the WebP sizes made from every item image (never enlarged). */
export const ITEM_IMAGE_WIDTHS = { card: 480, gallery: 1200, zoom: 2000 } as const;
