import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this file. The same code runs as
 * `tsx src/…` and bundled as `node dist/…`, so fixed relative paths would differ between the two.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@pinjam/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the @pinjam/server package folder');
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = path.join(packageRoot, 'drizzle');
export const defaultWebDist = path.resolve(packageRoot, '../web/dist');
