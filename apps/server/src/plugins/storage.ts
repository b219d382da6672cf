import fp from 'fastify-plugin';
import { LocalStorage } from '../storage/local';
import type { FileStorage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * The file store for uploads and generated images. Local disk under DATA_DIR/uploads for now;
 * an S3-compatible store (S3, MinIO, R2) implements the same interface when configured.
 */
export const storagePlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    app.decorate('storage', new LocalStorage(dataDir));
  },
  { name: 'storage' },
);
