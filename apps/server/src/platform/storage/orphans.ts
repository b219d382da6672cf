import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { advertImages, bannerImages, itemImages, users } from '../db/schema';
import type { FileStorage } from './storage';

/**
 * Which rows point at the files of each folder of the store. A folder not named here is never
 * swept: a file nothing is known to point at is not assumed to be an orphan. A new kind of file
 * adds its folder and columns here.
 */
const holders: Array<{ prefix: string; columns: PgColumn[]; holds: 'key' | 'url' }> = [
  {
    prefix: 'items/',
    columns: [itemImages.card_path, itemImages.gallery_path, itemImages.zoom_path, itemImages.preview_path],
    holds: 'key',
  },
  { prefix: 'banners/', columns: [bannerImages.path, bannerImages.mobile_path], holds: 'key' },
  { prefix: 'adverts/', columns: [advertImages.path, advertImages.mobile_path], holds: 'key' },
  // users.avatar_path keeps the URL the storage gave (/uploads/avatars/… or the bucket's).
  { prefix: 'avatars/', columns: [users.avatar_path], holds: 'url' },
];

/** Younger files may belong to an upload whose row is not written yet (a request lasts ≤ 60 s). */
export const ORPHAN_AGE_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Removes the files older than an hour that no row points at: what an upload wrote before its
 * process died, or a cleanup that failed half-way. Idempotent; resolves with how many went.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_AGE_MS;
  let removed = 0;
  for (const holder of holders) {
    const check = async (keys: string[]) => {
      const values = holder.holds === 'url' ? keys.map((key) => storage.url(key)) : keys;
      const held = new Set<unknown>();
      for (const column of holder.columns) {
        const rows = await db.select({ value: column }).from(column.table).where(inArray(column, values));
        for (const row of rows) held.add(row.value);
      }
      for (const [i, key] of keys.entries()) {
        if (held.has(values[i])) continue;
        // A name the store refuses as a key (not one we wrote) is left for a person to look at.
        await storage.remove(key).then(
          () => removed++,
          () => {},
        );
      }
    };
    let batch: string[] = [];
    for await (const file of storage.list(holder.prefix)) {
      if (file.modifiedAt.getTime() > cutoff) continue;
      batch.push(file.key);
      if (batch.length === BATCH) {
        await check(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await check(batch);
  }
  return removed;
}
