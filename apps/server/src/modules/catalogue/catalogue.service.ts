import type { Item, ItemCard, ItemFields } from '@pinjam/api/contract';
import { todayInBrunei } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { SITEMAP_URLS_MAX, type SitemapSource } from '../../platform/ssr/crawlers';
import { Conflict, FieldErrors, NotFound } from '../../platform/errors/domain';
import { removeAll, type FileStorage } from '../../platform/storage/storage';
import { keepProblem, rentedOut } from '../stock';
import { encodeUploads, keysOf, storeImages, type StoredImage } from './item-images';
import * as repository from './catalogue.repository';
import * as listings from './listings.repository';
import { itemPreview } from './preview';
import { IMAGES_CHANGED, ITEM_NOT_FOUND, planImages, requireVerifiedForRent, STALE_EDIT } from './rules';

const PROFILE_ITEMS_MAX = 96;

/**
 * After a change to an item has committed: its page and the searches the server drew are drawn
 * again for the next visitor (decision 0051), not reused with the old price or status.
 */
export function itemChanged(app: FastifyInstance, itemId: number): void {
  app.pagesChanged('view-item', { id: String(itemId) });
  app.pagesChanged('search');
}

/** An item anyone may see. */
export async function publicItem(app: FastifyInstance, id: number): Promise<Item> {
  const found = await repository.publicItemById(app.db, app.storage, id);
  if (!found) throw new NotFound(ITEM_NOT_FOUND);
  return found;
}

/** The caller's item: another user's item reads as missing, never as forbidden data. */
export async function ownItem(app: FastifyInstance, userId: number, itemId: number): Promise<Item> {
  const found = await repository.loadItem(app.db, app.storage, repository.ownedBy(userId, itemId));
  if (!found) throw new NotFound(ITEM_NOT_FOUND);
  return found;
}

export const ownItems = (app: FastifyInstance, userId: number) =>
  repository.ownItems(app.db, app.storage, userId);

export async function enable(app: FastifyInstance, user: UserRow, itemId: number): Promise<Item> {
  const current = await ownItem(app, user.id, itemId);
  requireVerifiedForRent(user, current.for_rent);
  await listings.setStatus(app.db, user.id, itemId, 'active');
  itemChanged(app, itemId);
  return ownItem(app, user.id, itemId);
}

export async function disable(app: FastifyInstance, userId: number, itemId: number): Promise<Item> {
  await ownItem(app, userId, itemId);
  await listings.setStatus(app.db, userId, itemId, 'disabled');
  itemChanged(app, itemId);
  return ownItem(app, userId, itemId);
}

/** Soft: orders will keep referring to the item and its images, so no file is removed. */
export async function remove(app: FastifyInstance, userId: number, itemId: number): Promise<void> {
  if (!(await listings.softDelete(app.db, userId, itemId))) throw new NotFound(ITEM_NOT_FOUND);
  itemChanged(app, itemId);
}

/**
 * The answer is read inside the update's transaction, while its row lock holds: another
 * request's value can never come back as this one's. Never under the units accepted rentals hold
 * on some day to come (422 on the field; the update is rolled back).
 */
export async function updateStock(app: FastifyInstance, userId: number, itemId: number, stock: number) {
  const item = await app.db.transaction(async (tx) => {
    if (!(await listings.setStock(tx, userId, itemId, stock))) throw new NotFound(ITEM_NOT_FOUND);
    const problem = keepProblem(stock, await rentedOut(tx, itemId, todayInBrunei()));
    if (problem) throw FieldErrors.one('starting_inventory', problem);
    return repository.itemById(tx, app.storage, itemId);
  });
  itemChanged(app, itemId);
  return item!;
}

/** A member's public cards, for their profile. */
export const publicCardsOf = (db: Executor, storage: FileStorage, ownerId: number): Promise<ItemCard[]> =>
  repository.publicCardsOf(db, storage, ownerId, PROFILE_ITEMS_MAX);

/**
 * The page of the item a path names, if the public may see it: its title and link preview (a
 * page answered by the server, preview.ts).
 */
export async function publicItemPage(app: FastifyInstance, param: string | undefined) {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const found = await repository.publicItemWithImages(app.db, app.storage, Number(param));
  if (!found) return null;
  const preview = found.imageRows[0]?.preview_path;
  return itemPreview(found.item, app.config.publicUrl, preview ? app.storage.url(preview) : null);
}

/**
 * The item sitemaps: sitemap n lists the visible items with ids from n × SITEMAP_URLS_MAX, so
 * the index needs only the highest id and each sitemap one range of the primary key (a million
 * listings: 20 sitemaps, none read more than its range).
 */
export const itemSitemaps = (db: Executor): SitemapSource => ({
  pages: async () => {
    const highest = await repository.highestItemId(db);
    return highest > 0 ? Math.floor(highest / SITEMAP_URLS_MAX) + 1 : 0;
  },
  page: async (n) => {
    const rows = await repository.publicItemsBetween(db, n * SITEMAP_URLS_MAX, (n + 1) * SITEMAP_URLS_MAX);
    return rows.map(({ id, changed }) => ({ path: `/view-item/${id}`, changed }));
  },
});

/** Uploads waiting on disk, and the signal that says their client has gone. */
export interface Uploads {
  files: Array<{ path: string; filename: string }>;
  signal: AbortSignal;
}

/**
 * Re-encodes (a job of the image pool, skipped if the client has gone) and stores the uploads;
 * the caller must remove them if the transaction fails.
 */
async function storeUploads(app: FastifyInstance, uploads: Uploads): Promise<StoredImage[]> {
  if (!uploads.files.length) return [];
  return storeImages(
    app.storage,
    await encodeUploads(app.imagePool, uploads.files, { signal: uploads.signal }),
  );
}

/** Runs `write`; if it fails, the files just stored go again (never a file without its row). */
async function orRemove<T>(storage: FileStorage, stored: StoredImage[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeAll(storage, keysOf(stored));
    throw error;
  }
}

/** A new listing: fields, images through the pipeline, all or nothing. */
export async function create(app: FastifyInstance, user: UserRow, body: ItemFields, uploads: Uploads) {
  requireVerifiedForRent(user, body.price_per_day !== undefined);
  const stored = await storeUploads(app, uploads);
  const id = await orRemove(app.storage, stored, () => listings.insertItem(app.db, user.id, body, stored));
  itemChanged(app, id);
  return (await repository.itemById(app.db, app.storage, id))!;
}

/** An edit of the whole form and the images (kept, reordered, added), checked against the version. */
export async function update(
  app: FastifyInstance,
  user: UserRow,
  itemId: number,
  body: ItemFields & { version?: number; keep_images?: string },
  uploads: Uploads,
) {
  const { db, storage } = app;
  const current = await ownItem(app, user.id, itemId);
  requireVerifiedForRent(user, body.price_per_day !== undefined);
  const plan = planImages(
    body.keep_images,
    current.images.map((i) => i.id),
    uploads.files.length,
  );
  const stored = await storeUploads(app, uploads);
  const removed = await orRemove(storage, stored, () =>
    db.transaction(async (tx) => {
      const locked = await listings.lockOwnItem(tx, user.id, itemId);
      if (!locked) throw new NotFound(ITEM_NOT_FOUND);
      if (body.version !== undefined && body.version !== locked.version) throw new Conflict(STALE_EDIT);
      const keptIds = plan.flatMap((s) => ('keep' in s ? [s.keep] : []));
      if ((await listings.countImages(tx, itemId, keptIds)) !== keptIds.length)
        throw new Conflict(IMAGES_CHANGED);
      const slots = plan.map((s) => ('keep' in s ? s : { image: stored[s.upload]! }));
      return listings.writeEdit(tx, itemId, body, slots);
    }),
  );
  itemChanged(app, itemId);
  // After the commit: a failure here leaves a stray file, never a row without its file.
  await removeUnreferenced(app, removed).catch((error: unknown) =>
    app.log.warn({ err: error }, 'removing replaced item images failed'),
  );
  return (await repository.itemById(db, storage, itemId))!;
}

/** Files no image row refers to any more (demo images may be shared between items). */
async function removeUnreferenced(app: FastifyInstance, images: StoredImage[]) {
  for (const image of images)
    if (!(await listings.imageInUse(app.db, image.card_path))) await removeAll(app.storage, keysOf([image]));
}
