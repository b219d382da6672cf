import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FieldErrors } from '../../platform/errors/domain';
import type { ImagePool } from '../../platform/security/image-pool';
import { MAX_IMAGE_PIXELS } from '../../platform/security/uploads';
import type { PrivateFiles } from '../../platform/storage/private';

/** Longest side of a stored identity photo: enough to read a card, small enough to load fast. */
export const MAX_SIDE = 2000;

export type PhotoField = 'document' | 'selfie';

/**
 * Re-encodes one uploaded photo as a job of the image pool: EXIF orientation applied, at most
 * MAX_SIDE pixels a side, WebP. sharp writes no metadata unless asked, so camera data and GPS
 * positions are dropped.
 */
function encode(pool: ImagePool, field: PhotoField, input: string, signal?: AbortSignal) {
  return pool.run(async () => {
    try {
      return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw FieldErrors.one(field, `The ${field} could not be read as an image.`);
    }
  }, signal);
}

/** The private store's keys of one submission: the user's folder, names nobody can guess. */
export const photoKey = (userId: number, field: PhotoField) =>
  `verification/${userId}/${randomUUID()}-${field}.webp`;

/**
 * Encodes both photos, then stores them as private objects. Nothing is stored unless both encode;
 * a failed store removes what was written. The keys, by field.
 */
export async function storePhotos(
  files: PrivateFiles,
  pool: ImagePool,
  userId: number,
  inputs: Record<PhotoField, string>,
  signal?: AbortSignal,
): Promise<Record<PhotoField, string>> {
  const [document, selfie] = await Promise.all([
    encode(pool, 'document', inputs.document, signal),
    encode(pool, 'selfie', inputs.selfie, signal),
  ]);
  const keys = { document: photoKey(userId, 'document'), selfie: photoKey(userId, 'selfie') };
  try {
    await files.put(keys.document, document, 'image/webp');
    await files.put(keys.selfie, selfie, 'image/webp');
  } catch (error) {
    await removePhotos(files, keys);
    throw error;
  }
  return keys;
}

/** Removes a submission's photos; a missing one is not an error. */
export async function removePhotos(files: PrivateFiles, keys: Record<PhotoField, string>): Promise<void> {
  await Promise.all([files.remove(keys.document), files.remove(keys.selfie)].map((p) => p.catch(() => {})));
}
