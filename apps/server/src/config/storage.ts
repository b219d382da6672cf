// The storage area of the environment: files in an S3-compatible bucket instead of DATA_DIR/uploads.
import { z } from 'zod';
import type { S3Config } from '../platform/storage/s3';
import { flag, optional, type Issue } from './variables';

export const storageVariables = {
  // Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) instead of DATA_DIR/uploads.
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'use a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
    }),
  ),
  /** Unset: AWS S3 itself. MinIO: http://host:9000; R2: https://<account>.r2.cloudflarestorage.com. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: 'use http(s)://host[:port]' })),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, { message: 'use a region name, e.g. us-east-1' })),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Unset: path-style with S3_ENDPOINT (MinIO needs it), virtual-hosted on AWS. */
  S3_FORCE_PATH_STYLE: optional(flag),
  /** Where browsers fetch the objects: `${S3_PUBLIC_URL}/${key}` (bucket website, r2.dev or a CDN). */
  S3_PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/, message: 'use http(s)://host[/path], the public base of the objects' }),
  ),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageVariables>> & { PUBLIC_URL?: string };

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/**
 * A half-configured bucket fails the boot rather than quietly storing files on the local disk
 * (or showing images nobody can load).
 */
export function checkStorage(env: StorageEnv, issue: Issue) {
  if (!env.S3_BUCKET) {
    const stray = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (stray.length > 0)
      issue('S3_BUCKET', `required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`);
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    if (!env[name])
      issue(name, 'required with S3_BUCKET (the key pair of an account that may write the bucket)');
  if (!env.S3_PUBLIC_URL) {
    issue(
      'S3_PUBLIC_URL',
      'required with S3_BUCKET: the public base URL of the objects (a CDN, the r2.dev URL, or http://minio:9000/<bucket>)',
    );
  } else if (URL.canParse(env.S3_PUBLIC_URL)) {
    // (An unparsable URL has its own message already: checks run on every value.)
    const base = new URL(env.S3_PUBLIC_URL);
    if (base.search || base.hash) issue('S3_PUBLIC_URL', 'use a base URL without ?query or #fragment');
    if (env.PUBLIC_URL?.startsWith('https:') && base.protocol !== 'https:')
      issue(
        'S3_PUBLIC_URL',
        'must be https when PUBLIC_URL is (browsers block http images on an https page)',
      );
  }
}

/** Only called on a checked Env, so a set S3_BUCKET comes with its keys and public URL. */
export function s3Config(env: StorageEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    // AWS's default region; MinIO uses it too, and R2 takes it as an alias of its 'auto'.
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    publicUrl: (env.S3_PUBLIC_URL ?? '').replace(/\/+$/, ''),
  };
}
