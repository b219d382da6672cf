import {
  DeleteObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStorage, type StoredFile } from './storage';

/** An S3-compatible bucket for uploads and generated images (this file's adapter). */
export interface S3Config {
  bucket: string;
  /** null: AWS S3, found from the region. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** No trailing slash; an object's URL is `${publicUrl}/${key}`. */
  publicUrl: string;
}

/**
 * Keys are never reused for new bytes (random UUIDs for uploads, a version in generated art),
 * so browsers and CDNs may keep an object for a year without asking again: the same rule as
 * /uploads on local disk (platform/ssr/static.ts).
 */
export const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Objects in an S3-compatible bucket: AWS S3, MinIO, Cloudflare R2. `put` is one PutObject, which
 * S3 makes visible whole or not at all, so readers never see half an image. Browsers fetch the
 * objects from `publicUrl` (the bucket's public address or a CDN in front of it), never through
 * this server.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly publicUrl: string;
  /** For messages: the endpoint, or AWS and the region. */
  private readonly endpoint: string;

  constructor(config: S3Config, clientOptions: Partial<S3ClientConfig> = {}) {
    this.bucket = config.bucket;
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
    this.endpoint = config.endpoint ?? `AWS S3 (${config.region})`;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default adds a CRC32 checksum to every upload, which some S3-compatible
      // services and older MinIO releases refuse; the signed payload hash already covers the body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // An unreachable endpoint fails an upload in seconds rather than at the request timeout.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      ...clientOptions,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: OBJECT_CACHE_CONTROL,
      }),
    );
  }

  /** false only for a missing object: a refused or unreachable bucket is an error, not "absent". */
  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  /** DeleteObject answers 204 for a missing key too. */
  async remove(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  url(key: string): string {
    assertKey(key);
    return `${this.publicUrl}/${key}`;
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * The boot check: the bucket exists and these keys may use it. HeadBucket needs the same
   * permission (s3:ListBucket on AWS) that lets HeadObject answer 404 rather than 403 for a
   * missing key, which `exists` relies on.
   */
  async check(): Promise<void> {
    const where = `bucket "${this.bucket}" at ${this.endpoint}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 404) throw new Error(`The S3 ${where} does not exist: create it or fix S3_BUCKET.`);
      if (status === 403 || status === 401)
        throw new Error(
          `The S3 ${where} refused the keys: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may read, write and list the bucket.`,
        );
      if (status === 301)
        throw new Error(`The S3 ${where} is in another region: set S3_REGION to the bucket's region.`);
      throw new Error(`The S3 ${where} could not be reached: ${(error as Error).message}`);
    }
  }

  /** Closes the client's idle sockets (the app's onClose). */
  destroy(): void {
    this.client.destroy();
  }
}
