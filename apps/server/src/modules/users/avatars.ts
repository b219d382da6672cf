import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fieldError } from '../../platform/http/errors';
import { MAX_IMAGE_PIXELS } from '../../platform/http/multipart';
import type { ImagePool } from '../../platform/security/image-pool';

export interface StoredFile {
  /** What the client puts in an <img src>. */
  publicPath: string;
  file: string;
}

/**
 * Re-encodes an uploaded avatar (a file on disk) as a job of the image pool: EXIF orientation
 * applied, 256×256 cover crop, WebP. sharp writes no metadata unless asked, so camera data and
 * GPS positions are dropped.
 */
export async function saveAvatar(
  pool: ImagePool,
  dataDir: string,
  input: string,
  signal?: AbortSignal,
): Promise<StoredFile> {
  const output = await pool.run(async () => {
    try {
      return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(256, 256, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw fieldError('avatar', 'The avatar could not be read as an image.');
    }
  }, signal);
  const dir = path.join(dataDir, 'uploads', 'avatars');
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  const file = path.join(dir, name);
  await fs.writeFile(file, output, { flag: 'wx' });
  return { publicPath: `/uploads/avatars/${name}`, file };
}

export async function removeFile(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}
