/**
 * Where uploaded and generated files live. Rows keep a storage key (`items/3f…-card.webp`), never
 * a URL, so the files can move (local disk → an S3-compatible bucket or a CDN) without rewriting
 * data. The interface is the subset both kinds of store do well: whole-object put, existence,
 * delete, a public URL, and a listing by prefix for sweeps. No partial writes, no renames.
 */
export interface StoredFile {
  key: string;
  /** When the object was last written. */
  modifiedAt: Date;
}

export interface FileStorage {
  /**
   * Stores the whole object under `key`, replacing any object there. A reader sees the old
   * object or the new one, never a partial file (local: write then rename; S3: PutObject).
   */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error (cleanup after a failure may repeat). */
  remove(key: string): Promise<void>;
  /** What a browser puts in `<img src>`: a path on this server, or an absolute bucket/CDN URL. */
  url(key: string): string;
  /**
   * Every object whose key starts with `prefix` (a folder: `items/`), page by page. Slow on a
   * big store: for the hourly sweeps, never for a request.
   */
  list(prefix: string): AsyncIterable<StoredFile>;
}

/** Keys are lowercase path segments made by the server, never from user input. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
}

/** Removes every key, ignoring failures: the cleanup path after a failed upload. */
export async function removeAll(storage: FileStorage, keys: Iterable<string>): Promise<void> {
  await Promise.allSettled([...keys].map((key) => storage.remove(key)));
}
