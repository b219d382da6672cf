import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ImagePool } from './image-pool';

export interface UploadedFile {
  field: string;
  filename: string;
  /** The file on disk (under DATA_DIR/tmp/uploads) while the request runs; removed when it ends. */
  path: string;
  size: number;
  /** Detected from the content (sharp), never from the name or the declared type. */
  format: string;
  width: number;
  height: number;
}

/** Decompression bombs: a few MB of PNG can claim gigapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Where the files of requests under way wait, one folder per process. */
export const tempUploadsDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

declare module 'fastify' {
  interface FastifyInstance {
    /** The one pool all image encoding of the process takes turns in. */
    imagePool: ImagePool;
    /** This process's folder for the files of requests under way: DATA_DIR/tmp/uploads/<id>. */
    uploadsDir: string;
  }
}

/** Half the cores (at least one): the other half keeps answering everything else. */
export const defaultImagePoolSize = () => Math.max(1, Math.floor(os.availableParallelism() / 2));
/**
 * Uploads that may wait for a turn (decision 0014, measured with `npm run bench:avatars`): a
 * waiting upload is a file on disk, so memory stays flat (225–247 MB with 24 to 96 avatars at
 * once), and 48 avatars at once were all answered within a minute on a busy 2-core machine. Long
 * jobs (listings of large photos) are bounded by the expected wait instead (`MAX_QUEUE_WAIT_MS`).
 */
export const DEFAULT_IMAGE_QUEUE_SIZE = 48;
/** Far longer than any request may take (requestTimeout, encoding): left by a crash. */
const STALE_MS = 60 * 60_000;

/**
 * Removes what a crashed or killed process left behind; other processes' folders stay (one that
 * has had no upload for an hour may go too: it is made again at its next upload).
 */
async function sweepStale(root: string) {
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_MS) await fs.rm(full, { recursive: true, force: true });
  }
}

/**
 * Uploads under load (docs/decisions/0014): the image pool on the app, libvips kept to one
 * thread per operation so the pool's size is the number of cores image work may take, and the
 * folder where request files wait (DATA_DIR/tmp/uploads/<this process>), removed on close, with
 * the folders of crashed processes swept at boot.
 */
export const uploadsPlugin = fp<{ dataDir: string; poolSize?: number; queueSize?: number }>(
  async (app, { dataDir, poolSize, queueSize }) => {
    // Process-wide settings. No operation cache: an upload is never processed twice, and cached
    // file handles would keep removed temporary files on disk.
    sharp.concurrency(1);
    sharp.cache(false);
    app.decorate(
      'imagePool',
      new ImagePool(poolSize ?? defaultImagePoolSize(), queueSize ?? DEFAULT_IMAGE_QUEUE_SIZE),
    );
    const root = tempUploadsDir(dataDir);
    await fs.mkdir(root, { recursive: true });
    await sweepStale(root);
    const own = path.join(root, randomUUID());
    app.decorate('uploadsDir', own);
    // Requests still under way when the app closes are cut off: their files go with them.
    app.addHook('onClose', () => fs.rm(own, { recursive: true, force: true }));
  },
  { name: 'uploads' },
);
