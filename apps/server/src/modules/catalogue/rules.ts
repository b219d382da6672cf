import { errorCodes, ITEM_LIMITS } from '@pinjam/api/contract';
import type { UserRow } from '../../platform/db/schema';
import { FieldErrors, Forbidden } from '../../platform/errors/domain';

export const ITEM_NOT_FOUND = 'This item does not exist or is no longer available.';
export const VERIFICATION_REQUIRED =
  'Verify your identity to offer items for rent. You can still list items for sale.';
export const STALE_EDIT =
  'This listing was changed in another window since you opened it. Reload the page to see the changes, then make yours again.';
export const IMAGES_CHANGED = 'The images changed while you were editing. Reload and try again.';

/** docs/product.md: offering an item for rent needs an approved identity verification. */
export function requireVerifiedForRent(user: UserRow, forRent: boolean): void {
  if (forRent && user.verification_status !== 'approved')
    throw new Forbidden(VERIFICATION_REQUIRED, errorCodes.verificationRequired);
}

export type Slot = { keep: number } | { upload: number };

/**
 * The edit's images in display order: `keep_images` tokens (an image id of this item, or
 * `new:N` for the N-th upload), then the uploads it did not name. Left out: every current image.
 */
export function planImages(keep: string | undefined, currentIds: number[], uploads: number): Slot[] {
  const slots: Slot[] = [];
  const usedUploads = new Set<number>();
  if (keep === undefined) slots.push(...currentIds.map((id) => ({ keep: id })));
  else {
    const kept = new Set<number>();
    for (const token of keep
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)) {
      const upload = /^new:(\d{1,2})$/.exec(token);
      if (upload) {
        const n = Number(upload[1]);
        if (n >= uploads || usedUploads.has(n))
          throw FieldErrors.one('keep_images', `${token} does not name one of the new images.`);
        usedUploads.add(n);
        slots.push({ upload: n });
      } else if (/^\d{1,10}$/.test(token) && currentIds.includes(Number(token)) && !kept.has(Number(token))) {
        kept.add(Number(token));
        slots.push({ keep: Number(token) });
      } else {
        throw FieldErrors.one('keep_images', `${token} is not one of this item's images.`);
      }
    }
  }
  for (let n = 0; n < uploads; n++) if (!usedUploads.has(n)) slots.push({ upload: n });
  if (slots.length < ITEM_LIMITS.imagesMin)
    throw FieldErrors.one('images', 'Keep or add at least one image.');
  if (slots.length > ITEM_LIMITS.imagesMax)
    throw FieldErrors.one(
      'images',
      `An item has at most ${ITEM_LIMITS.imagesMax} images: remove some to add more.`,
    );
  return slots;
}
