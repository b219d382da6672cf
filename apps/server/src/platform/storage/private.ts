import { GetObjectCommand, NoSuchKey, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LocalStorage } from './local';
import { assertKey } from './storage';

/**
 * Private objects (identity documents, later): stored without a public URL and read only through
 * this server, by an authorised route or a short-lived signed URL. Local disk keeps them under
 * DATA_DIR/private, which the static server does not serve; a bucket keeps them under the
 * `private/` prefix, which its public policy must not cover (and no URL of them is ever made).
 */
export interface PrivateFiles {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  read(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
}

/** Where signed URLs point: `${PRIVATE_PREFIX}<key>?expires=…&signature=…`. */
export const PRIVATE_PREFIX = '/files/private/';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** Files under `${dataDir}/private`, written as the public ones are (temporary name, then rename). */
export function localPrivateFiles(dataDir: string): PrivateFiles {
  // The same atomic writes and key checks as the public store, rooted where nothing is served.
  const store = new LocalStorage(path.join(dataDir, 'private'), '/nowhere/');
  const file = (key: string) => path.join(store.root, ...key.split('/'));
  return {
    put: (key, data) => store.put(key, data),
    async read(key) {
      assertKey(key);
      const data = await fs.readFile(file(key)).catch(() => null);
      if (!data) return null;
      return { data, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    },
    remove: (key) => store.remove(key),
  };
}

/** Objects under `private/` in the bucket, read through the server (never a public URL). */
export function s3PrivateFiles(client: S3Client, bucket: string): PrivateFiles {
  const at = (key: string) => {
    assertKey(key);
    return `private/${key}`;
  };
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: at(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: at(key) }));
        const data = Buffer.from(await object.Body!.transformToByteArray());
        return { data, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: at(key) }));
    },
  };
}

/** Signs and checks the short-lived URLs of private objects (HMAC-SHA256 of key and expiry). */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer = randomBytes(32),
    private readonly now: () => number = Date.now,
  ) {}

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  /** A path that serves the object for `ttlMs` (on this server: the route below). */
  url(key: string, ttlMs: number): string {
    assertKey(key);
    const expires = this.now() + ttlMs;
    return `${PRIVATE_PREFIX}${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** Whether the signature is this server's for that key and expiry, and the expiry is ahead. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean {
    if (!expires || !/^\d{1,15}$/.test(expires) || !signature) return false;
    const expected = Buffer.from(this.signature(key, Number(expires)));
    const given = Buffer.from(signature);
    return (
      given.length === expected.length && timingSafeEqual(given, expected) && Number(expires) > this.now()
    );
  }
}

const KEY_IN_PATH = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/**
 * GET /files/private/<key>?expires&signature: the object while the signature holds, 403 once
 * it has expired or was altered, 404 when there is no such object. Never cached by anyone.
 */
export function privateFilesRoute(app: FastifyInstance): void {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    `${PRIVATE_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const { expires, signature } = request.query;
      if (!KEY_IN_PATH.test(key) || key.includes('..') || !app.signedUrls.verify(key, expires, signature))
        return reply.code(403).send({ message: 'This link has expired or is not valid.' });
      const object = await app.privateFiles.read(key);
      if (!object) return reply.code(404).send({ message: 'Not found.' });
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(object.contentType)
        .send(object.data);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Objects with no public URL (platform/storage/private.ts). */
    privateFiles: PrivateFiles;
    /** Short-lived URLs of private objects, for an authorised route to hand out. */
    signedUrls: UrlSigner;
  }
}
