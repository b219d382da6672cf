import type { AdvertImage, AdvertPosition, BannerImage } from '@pinjam/api/contract';
import type { Db } from '../../platform/db/client';
import type { advertImages, bannerImages } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import { activeAdverts, activeBanners } from './home.repository';

type PictureRow = { id: number; path: string; mobile_path: string | null; alt: string };

/** Paths (the phone's picture too) as URLs from the storage. */
const picture = (storage: FileStorage, row: PictureRow) => ({
  id: row.id,
  path: storage.url(row.path),
  mobile_path: row.mobile_path === null ? null : storage.url(row.mobile_path),
  alt: row.alt,
});

export const bannerDto = (storage: FileStorage, row: typeof bannerImages.$inferSelect): BannerImage => ({
  ...picture(storage, row),
  active: row.active,
});

export const advertDto = (storage: FileStorage, row: typeof advertImages.$inferSelect): AdvertImage => ({
  ...picture(storage, row),
  url: row.url,
  position: row.position as AdvertPosition,
  active: row.active,
});

/**
 * What the home page shows: active banners in their order, active adverts by slot (1 left,
 * 2 top right, 3 bottom right), newest first within a slot, so the client can take the first of
 * each.
 */
export async function activeHomeImages(db: Db, storage: FileStorage) {
  const [banners, adverts] = await Promise.all([activeBanners(db), activeAdverts(db)]);
  return {
    bannerImages: banners.map((b) => bannerDto(storage, b)),
    advertImages: adverts.map((a) => advertDto(storage, a)),
  };
}
