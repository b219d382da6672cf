// Listing an item and changing what was listed (the multipart form and the stock): the catalogue's
// writes that read the listing form's fields. Apart from the reads (catalogue.ts) so that a bundle
// that only reads items never carries the form's rules.
import { z } from './zod';
import { ITEM_LIMITS } from './categories';
import { itemAnswer } from './catalogue';
import { endpoint } from './endpoint';
import { itemEditFields, itemFields, stockField } from './item-form';
import { idInput, idParams } from './numbers';

const itemFiles = (required: boolean) =>
  ({
    images: {
      maxBytes: ITEM_LIMITS.imageMaxBytes,
      maxCount: ITEM_LIMITS.imagesMax,
      required,
      kind: 'image',
    },
  }) as const;

/** The catalogue's writes of the listing form (`contract.items` holds them with the reads). */
export const listings = {
  updateStock: endpoint({
    method: 'POST',
    path: '/api/items/update-item-stock/',
    auth: 'user',
    tag: 'catalogue',
    summary: "Set the number of units of the caller's item (1–99)",
    body: z.object({ id: idInput, starting_inventory: stockField }),
    response: itemAnswer,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/items/create',
    auth: 'user',
    tag: 'catalogue',
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
    tag: 'catalogue',
    summary:
      "Edit the caller's item (multipart: every field again, `keep_images` = ids and new:N in display order, new `images`)",
    bodyType: 'multipart',
    params: idParams,
    body: itemEditFields,
    files: itemFiles(false),
    response: itemAnswer,
  }),
} as const;
