import { z } from 'zod';
import { avatar, districtInput } from './models';
import { wholeNumber } from './numbers';
import { multiLine, optionalInput, singleLine } from './text';

// ─── Categories ──────────────────────────────────────────────────────────────────────────────
// Seed section 3: 16 tiles, each a display name that opens search on a search category. The
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

export const categoryInput = z.preprocess(
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

// ─── Limits (product.md "Items") ─────────────────────────────────────────────────────────────

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

// ─── Models ──────────────────────────────────────────────────────────────────────────────────

/** One image in three sizes (URLs); position 0 is the cover. width/height: the zoom size's. */
export const itemImage = z.object({
  id: z.number().int(),
  position: z.number().int(),
  card: z.string(),
  gallery: z.string(),
  zoom: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ItemImage = z.infer<typeof itemImage>;

/** Ratings arrive with orders; until then average and count are 0. */
export const ratingSummary = z.object({ average: z.number(), count: z.number().int() });

export const ownerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar,
  verified: z.boolean(),
  district: z.string().nullable(),
  rating: ratingSummary,
});
export type OwnerSummary = z.infer<typeof ownerSummary>;

/**
 * Prices are integer cents. For rent when `price_per_day` is set, for sale when `sale_price`
 * is; `for_rent` and `for_sale` say the same for convenience.
 */
const pricing = {
  for_rent: z.boolean(),
  for_sale: z.boolean(),
  price_per_day: z.number().int().nullable(),
  price_per_week: z.number().int().nullable(),
  deposit: z.number().int().nullable(),
  min_days: z.number().int(),
  max_days: z.number().int().nullable(),
  sale_price: z.number().int().nullable(),
};

/** A search result or profile listing: enough for a card. */
export const itemCard = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(categorySlugs),
  category_name: z.string(),
  district: z.string(),
  condition: z.enum(itemConditions),
  ...pricing,
  /** Units (seed: the cart's cap). */
  starting_inventory: z.number().int(),
  cover: itemImage.nullable(),
  owner: ownerSummary,
  created_at: z.string(),
});
export type ItemCard = z.infer<typeof itemCard>;

/** The whole item: the item page, the owner's list and the answers to create and edit. */
export const item = itemCard.extend({
  description: z.string(),
  status: z.enum(itemStatuses),
  images: z.array(itemImage),
  updated_at: z.string(),
  /** Moves on with every edit; an edit sends the version it was made from (409 if stale). */
  version: z.number().int(),
});
export type Item = z.infer<typeof item>;

/** A public profile (seed: get-profile-data reads `user`). */
export const publicProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar,
  bio: z.string().nullable(),
  district: z.string().nullable(),
  /** Member since. */
  created_at: z.string(),
  verified: z.boolean(),
  rating: ratingSummary,
  items: z.array(itemCard),
});
export type PublicProfile = z.infer<typeof publicProfile>;

// ─── Item form (create and edit, multipart text fields) ──────────────────────────────────────

/** Integer cents, more than zero (at most `max`). */
export const centsField = (max: number, min = 1) =>
  wholeNumber({
    min,
    max,
    invalid: 'Enter an amount in cents, e.g. 2500 for B$25.00',
    fraction: 'Use whole cents: no fractions',
    tooSmall: min === 0 ? 'Cannot be negative' : 'Must be more than zero',
    tooLarge: `Must be at most ${max} cents`,
  });

const days = wholeNumber({
  min: 1,
  max: ITEM_LIMITS.daysMax,
  invalid: 'Enter a whole number of days',
  tooSmall: 'Must be at least 1',
  tooLarge: `Must be at most ${ITEM_LIMITS.daysMax}`,
});

export const stockField = wholeNumber({
  min: ITEM_LIMITS.stockMin,
  max: ITEM_LIMITS.stockMax,
  invalid: 'Enter how many you have, from 1 to 99',
  fraction: 'Enter a whole number of units',
  tooSmall: 'Must be at least 1',
  tooLarge: 'Must be at most 99',
});

const itemFieldsShape = {
  title: singleLine({ min: ITEM_LIMITS.titleMin, max: ITEM_LIMITS.titleMax, required: 'Enter a title' }),
  description: multiLine({ max: ITEM_LIMITS.descriptionMax }).optional().default(''),
  category: categoryInput,
  district: districtInput,
  condition: z.enum(itemConditions, { message: 'Choose new, like new, good or fair' }),
  price_per_day: optionalInput(centsField(ITEM_LIMITS.rentMaxCents)),
  price_per_week: optionalInput(centsField(ITEM_LIMITS.rentMaxCents)),
  deposit: optionalInput(centsField(ITEM_LIMITS.saleMaxCents, 0)),
  min_days: optionalInput(days).default(1),
  max_days: optionalInput(days),
  sale_price: optionalInput(centsField(ITEM_LIMITS.saleMaxCents)),
  starting_inventory: optionalInput(stockField).default(1),
};

type Pricing = {
  price_per_day?: number;
  price_per_week?: number;
  deposit?: number;
  min_days: number;
  max_days?: number;
  sale_price?: number;
};

/** Rules across fields: at least one way to get the item; rent details only with a rent price. */
function checkPricing(v: Pricing, ctx: z.RefinementCtx) {
  const rent = v.price_per_day !== undefined;
  if (!rent && v.sale_price === undefined) {
    const message = 'Set a price per day, a sale price, or both';
    ctx.addIssue({ code: 'custom', path: ['price_per_day'], message });
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message });
  }
  if (!rent) {
    for (const field of ['price_per_week', 'deposit', 'max_days'] as const)
      if (v[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'Only for items for rent: set a price per day',
        });
  }
  if (v.max_days !== undefined && v.max_days < v.min_days)
    ctx.addIssue({ code: 'custom', path: ['max_days'], message: 'Must be at least the minimum days' });
}

/**
 * The item form. For rent when `price_per_day` is given, for sale when `sale_price` is; at least
 * one. Editing sends the whole form again (fields left out are cleared).
 */
export const itemFields = z.object(itemFieldsShape).superRefine(checkPricing);
export type ItemFields = z.infer<typeof itemFields>;

/**
 * The edit form: the item form plus `keep_images`, the images to keep in display order as
 * comma-separated tokens: an existing image id, or `new:N` for the N-th (from 0) file in
 * `images`. New files it does not name are appended. Left out: keep every image as it is.
 * Empty: keep none.
 */
export const itemEditFields = z
  .object({
    ...itemFieldsShape,
    keep_images: singleLine({ max: 400 }).optional(),
    /** The item's version the edit was made from; a newer one on the server is a 409. */
    version: wholeNumber({ min: 1, max: 2_147_483_647, invalid: 'Not a valid version' }).optional(),
  })
  .superRefine(checkPricing);
export type ItemEditFields = z.infer<typeof itemEditFields>;
