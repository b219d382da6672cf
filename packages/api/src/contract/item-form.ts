// The item form's fields (create and edit): the server validates with them and the web app's
// form resolves with them, so the rules are written once.
import { z } from './zod';
import { categoryInput, ITEM_LIMITS, itemConditions } from './categories';
import { districtInput } from './models';
import { wholeNumber } from './numbers';
import { multiLine, optionalInput, singleLine } from './text';

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
  description: z._default(z.optional(multiLine({ max: ITEM_LIMITS.descriptionMax })), ''),
  category: categoryInput,
  district: districtInput,
  condition: z.enum(itemConditions, { message: 'Choose new, like new, good or fair' }),
  price_per_day: optionalInput(centsField(ITEM_LIMITS.rentMaxCents)),
  price_per_week: optionalInput(centsField(ITEM_LIMITS.rentMaxCents)),
  deposit: optionalInput(centsField(ITEM_LIMITS.saleMaxCents, 0)),
  min_days: z._default(optionalInput(days), 1),
  max_days: optionalInput(days),
  sale_price: optionalInput(centsField(ITEM_LIMITS.saleMaxCents)),
  starting_inventory: z._default(optionalInput(stockField), 1),
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
function checkPricing(v: Pricing, ctx: z.core.$RefinementCtx) {
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
export const itemFields = z.object(itemFieldsShape).check(z.superRefine(checkPricing));
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
    keep_images: z.optional(singleLine({ max: 400 })),
    /** The item's version the edit was made from; a newer one on the server is a 409. */
    version: z.optional(wholeNumber({ min: 1, max: 2_147_483_647, invalid: 'Not a valid version' })),
  })
  .check(z.superRefine(checkPricing));
export type ItemEditFields = z.infer<typeof itemEditFields>;
