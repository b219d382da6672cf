import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FieldErrors } from '../../platform/errors/domain';
import type { ImagePool } from '../../platform/security/image-pool';
import { MAX_IMAGE_PIXELS } from '../../platform/security/uploads';
import type { FileStorage } from '../../platform/storage/storage';

export interface StoredAvatar {
  /** The storage key: what removing it takes. */
  key: string;
  /** What the client puts in an <img src> (users.avatar_path keeps it, as it always has). */
  url: string;
}

/**
 * Re-encodes an uploaded avatar (a file on disk) as a job of the image pool: EXIF orientation
 * applied, 256×256 cover crop, WebP. sharp writes no metadata unless asked, so camera data and
 * GPS positions are dropped. Stored through the FileStorage, so a bucket holds avatars too.
 */
export async function saveAvatar(
  storage: FileStorage,
  pool: ImagePool,
  input: string,
  signal?: AbortSignal,
  /** The form field a failure is told beside (signup's `avatar`, settings' `image`). */
  field = 'avatar',
): Promise<StoredAvatar> {
  const output = await pool.run(async () => {
    try {
      return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(256, 256, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw FieldErrors.one(field, 'The avatar could not be read as an image.');
    }
  }, signal);
  const key = `avatars/${randomUUID()}.webp`;
  await storage.put(key, output, 'image/webp');
  return { key, url: storage.url(key) };
}

/** Removes an avatar's file; a missing one is not an error. */
export async function removeAvatar(storage: FileStorage, avatar: StoredAvatar): Promise<void> {
  await storage.remove(avatar.key);
}

/** The stored avatar behind a users.avatar_path (which keeps the URL), or null for any other URL. */
export function storedAvatarOf(url: string | null): StoredAvatar | null {
  const key = url ? /(avatars\/[0-9a-f-]{36}\.webp)$/.exec(url)?.[1] : undefined;
  return key && url ? { key, url } : null;
}
