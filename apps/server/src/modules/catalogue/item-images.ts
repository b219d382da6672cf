import { ITEM_IMAGE_WIDTHS } from '@pinjam/api/contract';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FieldErrors } from '../../platform/errors/domain';
import { MAX_IMAGE_PIXELS } from '../../platform/security/uploads';
import { removeAll, type FileStorage } from '../../platform/storage/storage';
import type { ImagePool } from '../../platform/security/image-pool';

export type ImageSize = keyof typeof ITEM_IMAGE_WIDTHS;
export const IMAGE_SIZES = Object.keys(ITEM_IMAGE_WIDTHS) as ImageSize[];

/**
 * The link-preview copy (decision 0048): 1.91:1 at the 1200×630 WhatsApp and Facebook ask for,
 * a JPEG (every crawler reads one) kept under the ~300 KB WhatsApp drops bigger images at.
 */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEW_MAX_BYTES = 300_000;
const PREVIEW_QUALITIES = [82, 72, 62, 50];

/** One image re-encoded in every size, still in memory. width/height: the zoom size's. */
export interface EncodedImage {
  files: Record<ImageSize, Buffer>;
  /** The 1200×630 JPEG for link previews. */
  preview: Buffer;
  width: number;
  height: number;
}

/** Storage keys of one stored image, as item_images keeps them. */
export interface StoredImage {
  card_path: string;
  gallery_path: string;
  zoom_path: string;
  /** null: stored before preview copies were made (the gallery copy stands in). */
  preview_path: string | null;
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

/** Where the eye is looked for: a small copy, so finding it costs a few milliseconds. */
const LOOK_SIZE = { width: 320, height: 168 } as const;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * The 1200×630 region of a decoded image around what draws the eye (sharp's attention strategy:
 * skin, saturated colour, detail; a centre crop cuts the subject of a portrait phone photo more
 * often). The strategy is run on a 320×168 copy and its crop mapped back to the full picture: run
 * at full size it cost ~25 ms a photo and ~90 ms for a small one it first had to enlarge.
 */
async function attentionCrop({ data, width, height, channels }: Raw) {
  const raw = { width, height, channels };
  const { info } = await sharp(data, { raw })
    .resize({ ...LOOK_SIZE, fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = Math.max(LOOK_SIZE.width / width, LOOK_SIZE.height / height);
  const cropWidth = Math.min(width, Math.round(LOOK_SIZE.width / scale));
  const cropHeight = Math.min(height, Math.round(LOOK_SIZE.height / scale));
  const at = (offset: number | undefined, room: number) =>
    Math.max(0, Math.min(room, Math.round(Math.abs(offset ?? 0) / scale)));
  return {
    left: at(info.cropOffsetLeft, width - cropWidth),
    top: at(info.cropOffsetTop, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * The link-preview copy of a decoded image: its attention crop at 1200×630, on white where the
 * picture was transparent, and enlarged when smaller, so the tags' fixed size is always true.
 * The quality steps down until the file is under PREVIEW_MAX_BYTES.
 */
export async function previewCopy(image: Raw): Promise<Buffer> {
  const region = await attentionCrop(image);
  const { data, width, height, channels } = image;
  const cropped = await sharp(data, { raw: { width, height, channels } })
    .extract(region)
    .resize({ ...PREVIEW_SIZE, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: cropped.info.width, height: cropped.info.height, channels: cropped.info.channels };
  let jpeg = Buffer.alloc(0);
  for (const quality of PREVIEW_QUALITIES) {
    jpeg = await sharp(cropped.data, { raw }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}

/**
 * Decodes once from the file (EXIF orientation applied, sRGB, at most the zoom size), then
 * encodes each size to WebP and the preview copy to JPEG from that. sharp writes no metadata unless asked, so EXIF, GPS and
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
  const preview = await previewCopy({ data, ...raw });
  return { files, preview, width: info.width, height: info.height };
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
      const preview = `${base}-preview.jpg`;
      await storage.put(preview, image.preview, 'image/jpeg');
      written.push(preview);
      stored.push({
        card_path: keys.card,
        gallery_path: keys.gallery,
        zoom_path: keys.zoom,
        preview_path: preview,
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

/** Every file of these images (a preview copy only where one was made). */
export const keysOf = (images: StoredImage[]) =>
  images.flatMap((i) => [
    i.card_path,
    i.gallery_path,
    i.zoom_path,
    ...(i.preview_path ? [i.preview_path] : []),
  ]);
