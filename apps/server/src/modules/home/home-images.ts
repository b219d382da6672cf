import type { AdvertImage, AdvertPosition, BannerImage } from '@pinjam/api/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { advertImages, bannerImages } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';

/**
 * What the home page shows: active banners in their order, active adverts by slot (1 left,
 * 2 top right, 3 bottom right), newest first within a slot, so the client can take the first of
 * each. Paths (the phone's picture too) are URLs from the storage.
 */
export async function activeHomeImages(db: Db, storage: FileStorage) {
  const [banners, adverts] = await Promise.all([
    db
      .select()
      .from(bannerImages)
      .where(eq(bannerImages.active, true))
      .orderBy(asc(bannerImages.position), asc(bannerImages.id)),
    db
      .select()
      .from(advertImages)
      .where(eq(advertImages.active, true))
      .orderBy(asc(advertImages.position), desc(advertImages.id)),
  ]);
  const picture = (row: { id: number; path: string; mobile_path: string | null; alt: string }) => ({
    id: row.id,
    path: storage.url(row.path),
    mobile_path: row.mobile_path === null ? null : storage.url(row.mobile_path),
    alt: row.alt,
  });
  const bannerDtos: BannerImage[] = banners.map((b) => ({ ...picture(b), active: b.active }));
  const advertDtos: AdvertImage[] = adverts.map((a) => ({
    ...picture(a),
    url: a.url,
    position: a.position as AdvertPosition,
    active: a.active,
  }));
  return { bannerImages: bannerDtos, advertImages: advertDtos };
}
