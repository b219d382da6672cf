import { homePictureSizes } from '@pinjam/api/contract';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FieldErrors } from '../../platform/errors/domain';
import type { ImagePool } from '../../platform/security/image-pool';
import { MAX_IMAGE_PIXELS, type UploadedFile } from '../../platform/security/uploads';
import { removeAll, type FileStorage } from '../../platform/storage/storage';

export type PictureFolder = 'banners' | 'adverts';

/** One uploaded picture as the home page shows it: the desktop's and the phone's, in WebP. */
interface Encoded {
  desktop: Buffer;
  phone: Buffer;
}

export interface StoredPicture {
  path: string;
  mobile_path: string;
}

/**
 * The widest each rendition is drawn at: twice the CSS width of its slot (the seed's pictures
 * have the same sizes, decision 0015). The height is bounded as much, never enlarged; the home
 * page crops to the slot (object-fit: cover), so a picture of another shape still fills it.
 */
const WIDTHS: Record<PictureFolder, { desktop: number; phone: number }> = {
  banners: { desktop: homePictureSizes.banner.desktop.width, phone: homePictureSizes.banner.phone.width },
  adverts: {
    desktop: homePictureSizes.advert[1].desktop.width,
    phone: homePictureSizes.advert[1].phone.width,
  },
};

const bounds = (width: number) => ({
  width,
  height: width,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/**
 * Decodes once (EXIF orientation applied, sRGB, metadata dropped, a cut-off file refused), then
 * encodes the two renditions from that, as the items' pipeline does (catalogue/item-images.ts).
 */
async function encode(input: string, folder: PictureFolder): Promise<Encoded> {
  const widths = WIDTHS[folder];
  const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
    .rotate()
    .toColourspace('srgb')
    .resize(bounds(widths.desktop))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const desktop = await sharp(data, { raw }).webp({ quality: 82, effort: 3 }).toBuffer();
  const phone = await sharp(data, { raw })
    .resize(bounds(widths.phone))
    .webp({ quality: 80, effort: 3 })
    .toBuffer();
  return { desktop, phone };
}

/**
 * Encodes one request's pictures as one job of the image pool (503 when it is full), then writes
 * them. All or nothing: a picture that cannot be decoded is a 422 naming it before anything is
 * written, and a failed write removes what was written.
 */
export async function storePictures(
  pool: ImagePool,
  storage: FileStorage,
  folder: PictureFolder,
  field: string,
  files: UploadedFile[],
  signal?: AbortSignal,
): Promise<StoredPicture[]> {
  const encoded = await pool.run(async () => {
    const out: Encoded[] = [];
    for (const [i, file] of files.entries()) {
      try {
        out.push(await encode(file.path, folder));
      } catch {
        const name = file.filename ? ` (${file.filename})` : '';
        throw FieldErrors.one(field, `Image ${i + 1}${name} is damaged or could not be read as an image.`);
      }
    }
    return out;
  }, signal);
  const written: string[] = [];
  try {
    const stored: StoredPicture[] = [];
    for (const picture of encoded) {
      const base = `${folder}/${randomUUID()}`;
      const keys = { path: `${base}.webp`, mobile_path: `${base}-phone.webp` };
      await storage.put(keys.path, picture.desktop, 'image/webp');
      written.push(keys.path);
      await storage.put(keys.mobile_path, picture.phone, 'image/webp');
      written.push(keys.mobile_path);
      stored.push(keys);
    }
    return stored;
  } catch (error) {
    await removeAll(storage, written);
    throw error;
  }
}

export const keysOf = (pictures: ReadonlyArray<{ path: string; mobile_path: string | null }>) =>
  pictures.flatMap((p) => [p.path, ...(p.mobile_path ? [p.mobile_path] : [])]);

export { removeAll };
