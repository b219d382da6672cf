import { contract, ITEM_LIMITS, type ItemFields } from '@pinjam/api/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { itemImages, items } from '../../platform/db/schema';
import { fieldError, HttpError } from '../../platform/http/errors';
import { clientGone, type UploadedFile } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import { limitPerUser } from '../../platform/security/plugin';
import type { ImagePool } from '../../platform/security/image-pool';
import { encodeUploads, keysOf, storeImages, type StoredImage } from './item-images';
import { loadItem, ownedBy } from './items';
import { removeAll, type FileStorage } from '../../platform/storage/storage';
import { ITEM_NOT_FOUND, requireVerifiedForRent } from './items.routes';

const { items: api } = contract;

export const STALE_EDIT =
  'This listing was changed in another window since you opened it. Reload the page to see the changes, then make yours again.';

/** The form as columns: a field left out is cleared (editing sends the whole form). */
function columns(body: ItemFields) {
  return {
    title: body.title,
    description: body.description,
    category: body.category,
    district: body.district,
    condition: body.condition,
    price_per_day: body.price_per_day ?? null,
    price_per_week: body.price_per_week ?? null,
    deposit: body.deposit || null, // 0: no deposit
    min_days: body.min_days,
    max_days: body.max_days ?? null,
    sale_price: body.sale_price ?? null,
    starting_inventory: body.starting_inventory,
  };
}

type Slot = { keep: number } | { upload: number };

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
          throw fieldError('keep_images', `${token} does not name one of the new images.`);
        usedUploads.add(n);
        slots.push({ upload: n });
      } else if (/^\d{1,10}$/.test(token) && currentIds.includes(Number(token)) && !kept.has(Number(token))) {
        kept.add(Number(token));
        slots.push({ keep: Number(token) });
      } else {
        throw fieldError('keep_images', `${token} is not one of this item's images.`);
      }
    }
  }
  for (let n = 0; n < uploads; n++) if (!usedUploads.has(n)) slots.push({ upload: n });
  if (slots.length < ITEM_LIMITS.imagesMin) throw fieldError('images', 'Keep or add at least one image.');
  if (slots.length > ITEM_LIMITS.imagesMax)
    throw fieldError(
      'images',
      `An item has at most ${ITEM_LIMITS.imagesMax} images: remove some to add more.`,
    );
  return slots;
}

/**
 * Re-encodes (a job of the image pool, skipped if the client has gone) and stores the uploads;
 * the caller must remove them if the transaction fails.
 */
async function storeUploads(
  storage: FileStorage,
  pool: ImagePool,
  uploads: UploadedFile[],
  signal: AbortSignal,
): Promise<StoredImage[]> {
  return uploads.length ? storeImages(storage, await encodeUploads(pool, uploads, { signal })) : [];
}

/** Files no image row refers to any more (demo images may be shared between items). */
async function removeUnreferenced(db: Executor, storage: FileStorage, images: StoredImage[]) {
  for (const image of images) {
    const [used] = await db
      .select({ id: itemImages.id })
      .from(itemImages)
      .where(eq(itemImages.card_path, image.card_path))
      .limit(1);
    if (!used) await removeAll(storage, keysOf([image]));
  }
}

/** Creating and editing items: fields, images through the pipeline, all or nothing. */
export async function itemEditingRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, imagePool } = app;
  const rateLimit = limitPerUser(app.config.rateLimits.listings, 'listings');

  route(
    app,
    api.create,
    async ({ session, body, files, reply }) => {
      requireVerifiedForRent(session.user, body.price_per_day !== undefined);
      const stored = await storeUploads(storage, imagePool, files.images ?? [], clientGone(reply));
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(items)
            .values({ owner_id: session.user.id, ...columns(body) })
            .returning({ id: items.id });
          await tx
            .insert(itemImages)
            .values(stored.map((image, position) => ({ item_id: row!.id, position, ...image })));
          return row!.id;
        });
      } catch (error) {
        await removeAll(storage, keysOf(stored));
        throw error;
      }
      const created = await loadItem(db, storage, eq(items.id, id));
      return { message: 'Your item is listed.', item: created! };
    },
    { refusals: [403], rateLimit },
  );

  route(
    app,
    api.update,
    async ({ session, params, body, files, reply }) => {
      const current = await loadItem(db, storage, ownedBy(session.user.id, params.id));
      if (!current) throw new HttpError(404, ITEM_NOT_FOUND);
      requireVerifiedForRent(session.user, body.price_per_day !== undefined);
      const uploads = files.images ?? [];
      const slots = planImages(
        body.keep_images,
        current.images.map((i) => i.id),
        uploads.length,
      );
      const stored = await storeUploads(storage, imagePool, uploads, clientGone(reply));
      let removed: StoredImage[];
      try {
        removed = await db.transaction(async (tx) => {
          // One edit at a time per item: the image positions below must not interleave.
          const [locked] = await tx
            .select({ id: items.id, version: items.version })
            .from(items)
            .where(ownedBy(session.user.id, params.id))
            .for('update');
          if (!locked) throw new HttpError(404, ITEM_NOT_FOUND);
          if (body.version !== undefined && body.version !== locked.version)
            throw new HttpError(409, STALE_EDIT);
          const keptIds = slots.flatMap((s) => ('keep' in s ? [s.keep] : []));
          const present = await tx
            .select({ id: itemImages.id })
            .from(itemImages)
            .where(
              and(
                eq(itemImages.item_id, params.id),
                keptIds.length ? inArray(itemImages.id, keptIds) : sql`false`,
              ),
            );
          if (present.length !== keptIds.length)
            throw new HttpError(409, 'The images changed while you were editing. Reload and try again.');

          await tx
            .update(items)
            .set({ ...columns(body), version: sql`${items.version} + 1` })
            .where(eq(items.id, params.id));
          const gone = await tx
            .delete(itemImages)
            .where(
              and(
                eq(itemImages.item_id, params.id),
                keptIds.length ? notInArray(itemImages.id, keptIds) : undefined,
              ),
            )
            .returning();
          // Out of the way first, so the unique (item, position) never sees two images at once.
          await tx
            .update(itemImages)
            .set({ position: sql`${itemImages.position} + 100` })
            .where(eq(itemImages.item_id, params.id));
          for (const [position, slot] of slots.entries()) {
            if ('keep' in slot)
              await tx.update(itemImages).set({ position }).where(eq(itemImages.id, slot.keep));
            else
              await tx.insert(itemImages).values({ item_id: params.id, position, ...stored[slot.upload]! });
          }
          return gone;
        });
      } catch (error) {
        await removeAll(storage, keysOf(stored));
        throw error;
      }
      // After the commit: a failure here leaves a stray file, never a row without its file.
      await removeUnreferenced(db, storage, removed).catch((error: unknown) =>
        app.log.warn({ err: error }, 'removing replaced item images failed'),
      );
      const updated = await loadItem(db, storage, eq(items.id, params.id));
      return { message: 'Your changes are saved.', item: updated! };
    },
    { refusals: [403, 404, 409], rateLimit },
  );
}
