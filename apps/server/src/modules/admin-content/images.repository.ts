import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { advertImages, bannerImages } from '../../platform/db/schema';

type NewPicture = { path: string; mobile_path: string; position: number; active: boolean };
export type PictureKind = 'advert' | 'banner';

/** Every banner in its order, active or not. */
export function allBanners(db: Executor) {
  return db.select().from(bannerImages).orderBy(asc(bannerImages.position), asc(bannerImages.id));
}

/** Every advert by slot, newest first within a slot, active or not. */
export function allAdverts(db: Executor) {
  return db.select().from(advertImages).orderBy(asc(advertImages.position), desc(advertImages.id));
}

/** Makes advert rows and answers them. */
export function insertAdverts(tx: Executor, rows: NewPicture[]) {
  return tx.insert(advertImages).values(rows).returning();
}

/** The highest banner position (0 when there is none). */
export async function lastBannerPosition(tx: Executor): Promise<number> {
  const { rows } = await tx.execute<{ last: number }>(
    sql`select coalesce(max(${bannerImages.position}), 0)::int as last from ${bannerImages}`,
  );
  return (rows as [{ last: number }])[0].last;
}

/** Makes banner rows and answers them. */
export function insertBanners(tx: Executor, rows: NewPicture[]) {
  return tx.insert(bannerImages).values(rows).returning();
}

// The two tables share the columns read and written here; typed as one for drizzle.
const tableOf = (kind: PictureKind) =>
  (kind === 'advert' ? advertImages : bannerImages) as unknown as typeof advertImages;

/** One advert's or banner's row, locked for the caller's transaction (undefined when none). */
export async function lockPicture(tx: Executor, kind: PictureKind, id: number) {
  const table = tableOf(kind);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  return row;
}

/** Sets the given fields of one advert's or banner's row and answers it as it is now. */
export async function updatePicture(
  tx: Executor,
  kind: PictureKind,
  id: number,
  values: { position?: number; active?: boolean; url?: string | null; alt?: string },
) {
  const table = tableOf(kind);
  const [row] = await tx.update(table).set(values).where(eq(table.id, id)).returning();
  return row!;
}

/** Removes one advert's or banner's row and answers what it was (undefined when none). */
export async function deletePictureRow(tx: Executor, kind: PictureKind, id: number) {
  const table = kind === 'advert' ? advertImages : bannerImages;
  const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
  return row;
}
