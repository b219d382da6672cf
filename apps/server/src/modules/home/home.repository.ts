import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { advertImages, bannerImages, systemDetails } from '../../platform/db/schema';

/** Row 1 of system_details (the marketplace's address and contacts), or undefined before an admin sets it. */
export async function systemDetailsRow(db: Db) {
  const [row] = await db.select().from(systemDetails).where(eq(systemDetails.id, 1)).limit(1);
  return row;
}

/** The active banners in their order. */
export function activeBanners(db: Db) {
  return db
    .select()
    .from(bannerImages)
    .where(eq(bannerImages.active, true))
    .orderBy(asc(bannerImages.position), asc(bannerImages.id));
}

/** The active adverts by slot, newest first within a slot. */
export function activeAdverts(db: Db) {
  return db
    .select()
    .from(advertImages)
    .where(eq(advertImages.active, true))
    .orderBy(asc(advertImages.position), desc(advertImages.id));
}
