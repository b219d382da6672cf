import type { ErrorBody } from '@pinjam/api/contract';
import type { DropzoneItem } from '@pinjam/ui';

/*
 * The photos of the listing form: what the edit sends to keep and order them, the server's
 * refusals placed on the photo they name, and one upload's progress shared out among them.
 */

/** A photo in the form: a new file, or one of the item's images (`imageId`). */
export interface DraftPhoto extends DropzoneItem {
  imageId?: number;
}

/**
 * `keep_images` for the edit (contract: ids and `new:N` in display order): the kept images by id
 * and the new files by their place among the uploads.
 */
export function keepImages(photos: readonly DraftPhoto[]): string {
  let upload = 0;
  return photos
    .flatMap((photo) => {
      if (photo.file) return [`new:${upload++}`];
      return photo.imageId === undefined ? [] : [String(photo.imageId)];
    })
    .join(',');
}

/**
 * The server names a refused upload 'Image N (name) …', counting the files sent: that message
 * also goes on the photo itself.
 */
export function photoErrorsOf(error: ErrorBody, photos: readonly DraftPhoto[]): Record<string, string> {
  const uploads = photos.filter((photo) => photo.file);
  const byPhoto: Record<string, string> = {};
  for (const message of error.errors?.images ?? []) {
    const match = /^Image (\d+)\b/.exec(message);
    const photo = match ? uploads[Number(match[1]) - 1] : undefined;
    if (photo) byPhoto[photo.id] = message;
  }
  return byPhoto;
}

// Multipart framing around each part, roughly: enough to place each file in the upload.
const TEXT_BYTES = 2048;
const PART_BYTES = 200;

/**
 * One upload's progress (0–1 of the whole body) shared out among the new photos, 0–100 each:
 * the body carries the text fields first, then the files in order.
 */
export function photoProgress(fraction: number, photos: readonly DraftPhoto[]): Record<string, number> {
  const uploads = photos.filter((photo) => photo.file);
  const total = TEXT_BYTES + uploads.reduce((sum, photo) => sum + PART_BYTES + photo.file!.size, 0);
  const sent = fraction * total;
  const progress: Record<string, number> = {};
  let start = TEXT_BYTES;
  for (const photo of uploads) {
    start += PART_BYTES;
    const size = Math.max(1, photo.file!.size);
    progress[photo.id] = Math.round(Math.min(1, Math.max(0, (sent - start) / size)) * 100);
    start += photo.file!.size;
  }
  return progress;
}
