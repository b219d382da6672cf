import { z } from 'zod';
import { endpoint, messageBody } from './endpoint';
import {
  categoryInput,
  centsField,
  categorySlugs,
  item,
  itemCard,
  itemEditFields,
  itemFields,
  ITEM_LIMITS,
  publicProfile,
  stockField,
} from './catalogue';
import { districtInput } from './models';
import { idInput, wholeNumber } from './numbers';
import { blankToUndefined, optionalInput, singleLine } from './text';

const idParams = z.object({ id: idInput });

/** Photos of an item: JPEG, PNG, WebP or AVIF, each up to 10 MB, at most 8 (create needs one). */
const itemFiles = (required: boolean) =>
  ({
    images: {
      maxBytes: ITEM_LIMITS.imageMaxBytes,
      maxCount: ITEM_LIMITS.imagesMax,
      required,
      kind: 'image',
    },
  }) as const;

/** What the owner's actions answer: the item as it is now. */
const itemAnswer = z.object({ message: z.string(), item });

export const SEARCH_PER_PAGE_MAX = 48;
export const SEARCH_PAGE_MAX = 1000;
export const SEARCH_QUERY_MAX = 200;
export const searchSorts = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof searchSorts)[number];

const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    wholeNumber({
      min,
      max,
      invalid: 'Enter a whole number',
      tooSmall: `Must be at least ${min}`,
      tooLarge: `Must be at most ${max}`,
    }).default(fallback),
  );
const queryCents = optionalInput(centsField(ITEM_LIMITS.saleMaxCents, 0));

/** Search parameters (product.md "Search"); prices in cents; an empty parameter is ignored. */
export const searchQuery = z
  .object({
    q: optionalInput(singleLine({ max: SEARCH_QUERY_MAX })),
    category: optionalInput(categoryInput),
    district: optionalInput(districtInput),
    /** Available that day (YYYY-MM-DD, Brunei time): for now, any item for rent. */
    date: optionalInput(z.iso.date({ message: 'Use a date like 2026-03-05' })),
    type: optionalInput(z.enum(['rent', 'buy'], { message: 'Use rent or buy' })),
    min_price: queryCents,
    max_price: queryCents,
    sort: optionalInput(z.enum(searchSorts, { message: 'Use relevance, newest, price_asc or price_desc' })),
    page: queryInt(1, SEARCH_PAGE_MAX, 1),
    per_page: queryInt(1, SEARCH_PER_PAGE_MAX, 24),
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    path: ['max_price'],
    message: 'Must be at least the minimum price',
  });
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = z.object({
  items: z.array(itemCard),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Matches per category under every filter but `category`; all 16 slugs, zeros included. */
  counts: z.record(z.enum(categorySlugs), z.number().int()),
});
export type SearchResult = z.infer<typeof searchResult>;

export const items = {
  get: endpoint({
    method: 'GET',
    path: '/api/items/get-item/:id',
    auth: 'none',
    public: true,
    tag: 'items',
    summary:
      'One active item of an active owner, with images, owner summary, prices and stock; 404 otherwise',
    params: idParams,
    response: z.object({ item }),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/items/search',
    auth: 'none',
    public: true,
    tag: 'items',
    summary: 'Search active items: full text with typo tolerance, filters, sorts, pages, counts per category',
    query: searchQuery,
    response: searchResult,
  }),
  userItems: endpoint({
    method: 'GET',
    path: '/api/items/get-user-items/',
    auth: 'user',
    tag: 'items',
    summary: "The caller's items, active and disabled (not deleted), newest first (seed: reads user.items)",
    response: z.object({
      user: z.object({ id: z.number().int(), name: z.string(), items: z.array(item) }),
    }),
  }),
  userItem: endpoint({
    method: 'GET',
    path: '/api/items/get-user-item/:id',
    auth: 'user',
    tag: 'items',
    summary: "One of the caller's items, active or disabled (the edit page); 404 for anyone else's",
    params: idParams,
    response: z.object({ item }),
  }),
  enable: endpoint({
    method: 'GET',
    path: '/api/items/enable-item/:id',
    auth: 'user',
    tag: 'items',
    summary: "Publish the caller's item again (403 verification_required for rent when not verified)",
    params: idParams,
    response: itemAnswer,
  }),
  disable: endpoint({
    method: 'GET',
    path: '/api/items/disable-item/:id',
    auth: 'user',
    tag: 'items',
    summary: "Hide the caller's item from search and its page",
    params: idParams,
    response: itemAnswer,
  }),
  delete: endpoint({
    method: 'GET',
    path: '/api/items/delete-item/:id',
    auth: 'user',
    tag: 'items',
    summary: "Delete the caller's item (soft: orders may still refer to it)",
    params: idParams,
    response: messageBody,
  }),
  updateStock: endpoint({
    method: 'POST',
    path: '/api/items/update-item-stock/',
    auth: 'user',
    tag: 'items',
    summary: "Set the number of units of the caller's item (1–99)",
    body: z.object({ id: idInput, starting_inventory: stockField }),
    response: itemAnswer,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/items/create',
    auth: 'user',
    tag: 'items',
    summary:
      'List an item (multipart: the fields and 1–8 images). For rent needs a verified account (403 verification_required)',
    bodyType: 'multipart',
    body: itemFields,
    files: itemFiles(true),
    response: itemAnswer,
    status: 201,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/items/update/:id',
    auth: 'user',
    tag: 'items',
    summary:
      "Edit the caller's item (multipart: every field again, `keep_images` = ids and new:N in display order, new `images`)",
    bodyType: 'multipart',
    params: idParams,
    body: itemEditFields,
    files: itemFiles(false),
    response: itemAnswer,
  }),
} as const;

export const profiles = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/get-profile-data/:id',
    auth: 'none',
    tag: 'user',
    summary: "A user's public profile and active items (seed: reads user); 404 for disabled accounts",
    params: idParams,
    response: z.object({ user: publicProfile }),
  }),
} as const;
