// The catalogue area: items, their pictures and owners, and the owner's item endpoints (the
// server's modules/catalogue). Its vocabularies and limits (categories.ts), the item form
// (item-form.ts) and the form's writes (listings.ts) are part of it.
import { z } from './zod';
import { endpoint, messageBody } from './endpoint';
import { categorySlugs, itemConditions, itemStatuses } from './categories';
import { avatar } from './models';
import { idParams } from './numbers';

export * from './categories';
export * from './item-form';

// ─── Models ──────────────────────────────────────────────────────────────────────────────────

/** One image in three sizes (URLs); position 0 is the cover. width/height: the zoom size's. */
export const itemImage = z.object({
  id: z.int(),
  position: z.int(),
  card: z.string(),
  gallery: z.string(),
  zoom: z.string(),
  width: z.int(),
  height: z.int(),
});
export type ItemImage = z.infer<typeof itemImage>;

/** Published ratings (decision 0038): their average (0 when there are none) and how many. */
export const ratingSummary = z.object({ average: z.number(), count: z.int() });
export type RatingSummary = z.infer<typeof ratingSummary>;

export const ownerSummary = z.object({
  id: z.int(),
  name: z.string(),
  avatar,
  verified: z.boolean(),
  district: z.nullable(z.string()),
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
  price_per_day: z.nullable(z.int()),
  price_per_week: z.nullable(z.int()),
  deposit: z.nullable(z.int()),
  min_days: z.int(),
  max_days: z.nullable(z.int()),
  sale_price: z.nullable(z.int()),
};

/** A search result or profile listing: enough for a card. */
export const itemCard = z.object({
  id: z.int(),
  title: z.string(),
  category: z.enum(categorySlugs),
  category_name: z.string(),
  district: z.string(),
  condition: z.enum(itemConditions),
  ...pricing,
  /** Units (seed: the cart's cap). */
  starting_inventory: z.int(),
  cover: z.nullable(itemImage),
  owner: ownerSummary,
  /** The item's own published ratings, by its buyers (decision 0038). */
  rating: ratingSummary,
  created_at: z.string(),
});
export type ItemCard = z.infer<typeof itemCard>;

/** The whole item: the item page, the owner's list and the answers to create and edit. */
export const item = z.extend(itemCard, {
  description: z.string(),
  status: z.enum(itemStatuses),
  images: z.array(itemImage),
  updated_at: z.string(),
  /** Moves on with every edit; an edit sends the version it was made from (409 if stale). */
  version: z.int(),
});
export type Item = z.infer<typeof item>;

// ─── Endpoints ───────────────────────────────────────────────────────────────────────────────

/** Photos of an item: JPEG, PNG, WebP or AVIF, each up to 10 MB, at most 8 (create needs one). */
/** What a change to one of the caller's items answers. */
export const itemAnswer = z.object({ message: z.string(), item });

/** The item endpoints of the catalogue (`contract.items` adds search's). */
export const catalogue = {
  get: endpoint({
    method: 'GET',
    path: '/api/items/get-item/:id',
    auth: 'none',
    public: true,
    tag: 'catalogue',
    summary:
      'One active item of an active owner, with images, owner summary, prices and stock; 404 otherwise',
    params: idParams,
    response: z.object({ item }),
  }),
  userItems: endpoint({
    method: 'GET',
    path: '/api/items/get-user-items/',
    auth: 'user',
    tag: 'catalogue',
    summary: "The caller's items, active and disabled (not deleted), newest first (seed: reads user.items)",
    response: z.object({
      user: z.object({ id: z.int(), name: z.string(), items: z.array(item) }),
    }),
  }),
  userItem: endpoint({
    method: 'GET',
    path: '/api/items/get-user-item/:id',
    auth: 'user',
    tag: 'catalogue',
    summary: "One of the caller's items, active or disabled (the edit page); 404 for anyone else's",
    params: idParams,
    response: z.object({ item }),
  }),
  enable: endpoint({
    method: 'GET',
    path: '/api/items/enable-item/:id',
    auth: 'user',
    tag: 'catalogue',
    summary: "Publish the caller's item again (403 verification_required for rent when not verified)",
    params: idParams,
    response: itemAnswer,
  }),
  disable: endpoint({
    method: 'GET',
    path: '/api/items/disable-item/:id',
    auth: 'user',
    tag: 'catalogue',
    summary: "Hide the caller's item from search and its page",
    params: idParams,
    response: itemAnswer,
  }),
  delete: endpoint({
    method: 'GET',
    path: '/api/items/delete-item/:id',
    auth: 'user',
    tag: 'catalogue',
    summary: "Delete the caller's item (soft: orders may still refer to it)",
    params: idParams,
    response: messageBody,
  }),
} as const;
