/**
 * Where uploaded and generated files live. Rows keep a storage key (`items/3f…-card.webp`), never
 * a URL, so the files can move (local disk → an S3-compatible bucket or a CDN) without rewriting
 * data. The interface is the subset both kinds of store do well: whole-object put, existence,
 * delete, and a public URL. No listing, no partial writes, no renames.
 */
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
