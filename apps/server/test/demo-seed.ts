import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { seedDemo } from '../src/platform/db/seed';
import type { TestApp } from './helpers';

/*
 * The demo seeded for a test file as a boot seeds it, with its photos drawn once per run. Drawing
 * the ~260 pictures (librsvg, then sharp) is ~9 s of a seed, and several files seed. The first
 * file that draws them keeps a copy in the run's folder (global-setup.ts provides it); the files
 * after it start with the pictures in their store, and the seed, which draws only what its store
 * lacks, draws none. seed-catalogue.test.ts seeds with an empty store, so drawing stays tested.
 */

const demoFolder = (t: TestApp) => path.join(t.config.dataDir, 'uploads', 'items', 'demo');

export async function seedDemoDrawnOnce(t: TestApp): Promise<void> {
  const kept = inject('demoPhotos');
  const own = demoFolder(t);
  const found = await fs.cp(kept, own, { recursive: true }).then(
    () => true,
    () => false,
  );
  await seedDemo(t.db, t.app.storage);
  if (found) return;
  // Kept whole or not at all: the copy is renamed into place, and a file that drew them at the
  // same moment and renamed first wins.
  const staging = `${kept}-${process.pid}-${Date.now()}`;
  await fs.cp(own, staging, { recursive: true });
  await fs.rename(staging, kept).catch(() => fs.rm(staging, { recursive: true, force: true }));
}
