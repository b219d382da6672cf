import fp from 'fastify-plugin';
import type { S3Config } from './s3';
import { LocalStorage } from './local';
import { localPrivateFiles, privateFilesRoute, s3PrivateFiles, UrlSigner } from './private';
import { S3Storage } from './s3';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * The file store for uploads and generated images: local disk under DATA_DIR/uploads (served at
 * /uploads by the static plugin), or an S3-compatible bucket (S3, MinIO, R2) when S3_BUCKET is
 * set. A bucket is checked before the app is ready, so a wrong name or key stops the boot with
 * a message instead of failing the first upload.
 */
export const storagePlugin = fp<{ dataDir: string; s3: S3Config | null }>(
  async (app, { dataDir, s3 }) => {
    app.decorate('signedUrls', new UrlSigner());
    privateFilesRoute(app);
    if (!s3) {
      app.decorate('storage', new LocalStorage(dataDir));
      app.decorate('privateFiles', localPrivateFiles(dataDir));
      return;
    }
    const storage = new S3Storage(s3);
    try {
      await storage.check();
    } catch (error) {
      storage.destroy();
      throw error;
    }
    app.addHook('onClose', async () => storage.destroy());
    app.decorate('storage', storage);
    app.decorate('privateFiles', s3PrivateFiles(storage.client, storage.bucket));
  },
  { name: 'storage' },
);
