import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type FileStorage, type StoredFile } from './storage';

/**
 * Files under `${dataDir}/uploads`, served by the static plugin at `/uploads/…`. Writes go to a
 * temporary name beside the target and are renamed into place, so a crash mid-write leaves no
 * half-written image behind a real name.
 */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly publicPrefix = '/uploads/',
  ) {
    this.root = path.join(dataDir, 'uploads');
  }

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(temporary, data, { flag: 'wx' });
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return fs.stat(this.file(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  url(key: string): string {
    assertKey(key);
    return `${this.publicPrefix}${key}`;
  }

  /** Files under the prefix's folder, temporary files of interrupted writes among them. */
  async *list(prefix: string): AsyncIterable<StoredFile> {
    const folder = path.join(this.root, ...prefix.split('/').filter(Boolean));
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file).catch(() => null); // removed since the listing
      if (stat)
        yield { key: path.relative(this.root, file).split(path.sep).join('/'), modifiedAt: stat.mtime };
    }
  }
}
