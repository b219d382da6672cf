import { ITEM_IMAGE_WIDTHS } from '@pinjam/api/contract';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FieldErrors } from '../../platform/errors/domain';
import { MAX_IMAGE_PIXELS } from '../../platform/security/uploads';
import { removeAll, type FileStorage } from '../../platform/storage/storage';
import type { ImagePool } from '../../platform/security/image-pool';

export type ImageSize = keyof typeof ITEM_IMAGE_WIDTHS;
export const IMAGE_SIZES = Object.keys(ITEM_IMAGE_WIDTHS) as ImageSize[];

/** One image re-encoded in every size, still in memory. width/height: the zoom size's. */
export interface EncodedImage {
  files: Record<ImageSize, Buffer>;
  width: number;
  height: number;
}

/** Storage keys of one stored image, as item_images keeps them. */
export interface StoredImage {
  card_path: string;
  gallery_path: string;
  zoom_path: string;
  width: number;
  height: number;
}

/** Never wider than the size's width, never taller than twice it (panoramas stay bounded). */
const bounds = (width: number) => ({
  width,
  height: width * 2,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/**
 * Decodes once from the file (EXIF orientation applied, sRGB, at most the zoom size), then
 * encodes each size to WebP from that. sharp writes no metadata unless asked, so EXIF, GPS and
 * ICC are dropped. `failOn: 'truncated'` refuses cut-off files whose header looked fine; small
 * encoder warnings many phone JPEGs carry are tolerated. The sizes are encoded one after another
 * so that a job of the image pool keeps to one thread (the pool's size is the cores it may use).
 */
export async function encodeImage(input: string): Promise<EncodedImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
    .rotate()
    .toColourspace('srgb')
    .resize(bounds(ITEM_IMAGE_WIDTHS.zoom))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = (size: ImageSize) =>
    sharp(data, { raw })
      .resize(bounds(ITEM_IMAGE_WIDTHS[size]))
      .webp({ quality: size === 'card' ? 78 : 82, effort: 3 })
      .toBuffer();
  const files = {} as EncodedImage['files'];
  for (const size of IMAGE_SIZES) files[size] = await encode(size);
  return { files, width: info.width, height: info.height };
}

/**
 * Encodes one request's uploads as one job of the image pool (503 when its queue is full), one
 * image after another; a file that cannot be decoded is a 422 on the field naming it, before
 * anything is written. `signal`: the client has gone, so its waiting job is skipped.
 */
export async function encodeUploads(
  pool: ImagePool,
  files: Array<{ path: string; filename: string }>,
  { field = 'images', signal }: { field?: string; signal?: AbortSignal } = {},
): Promise<EncodedImage[]> {
  return pool.run(async () => {
    const encoded: EncodedImage[] = [];
    for (const [i, file] of files.entries()) {
      try {
        encoded.push(await encodeImage(file.path));
      } catch {
        const name = file.filename ? ` (${file.filename})` : '';
        throw FieldErrors.one(field, `Image ${i + 1}${name} is damaged or could not be read as an image.`);
      }
    }
    return encoded;
  }, signal);
}

const newKeyBase = () => {
  const id = randomUUID();
  return `items/${id.slice(0, 2)}/${id}`;
};

/**
 * Writes every size of every image. All or nothing: if one write fails, the ones already made
 * are removed and the error is rethrown.
 */
export async function storeImages(
  storage: FileStorage,
  images: EncodedImage[],
  keyBase: () => string = newKeyBase,
): Promise<StoredImage[]> {
  const written: string[] = [];
  try {
    const stored: StoredImage[] = [];
    for (const image of images) {
      const base = keyBase();
      const keys = Object.fromEntries(IMAGE_SIZES.map((s) => [s, `${base}-${s}.webp`])) as Record<
        ImageSize,
        string
      >;
      for (const size of IMAGE_SIZES) {
        await storage.put(keys[size], image.files[size], 'image/webp');
        written.push(keys[size]);
      }
      stored.push({
        card_path: keys.card,
        gallery_path: keys.gallery,
        zoom_path: keys.zoom,
        width: image.width,
        height: image.height,
      });
    }
    return stored;
  } catch (error) {
    await removeAll(storage, written);
    throw error;
  }
}

export const keysOf = (images: StoredImage[]) =>
  images.flatMap((i) => [i.card_path, i.gallery_path, i.zoom_path]);
