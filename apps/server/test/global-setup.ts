import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/platform/db/embedded';
import { runMigrations } from '../src/platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL (database `postgres`) and the migrated template each test file clones. */
    pg: { adminUrl: string; template: string };
    /** Where the demo's drawn photos are kept for the run (demo-seed.ts). */
    demoPhotos: string;
  }
}

export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

const quiet = { info: () => {}, debug: () => {}, warn: (m: string) => console.warn(m) };

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (CI runs Debian's PostgreSQL 15 this
 * way), otherwise an embedded cluster in a temporary folder. Migrations run once, into a
 * template database; every test file then gets a fresh copy of it (helpers.ts).
 */
export default async function setup(project: TestProject) {
  // Each server project (vitest.config.ts) sets up its own, in the same process: the names say whose.
  const own = `${process.pid}_${project.name.replace(/\W/g, '_')}`;
  const dir = path.join(os.tmpdir(), `pinjam-test-pg-${own}`);
  let adminUrl: string;
  let stopCluster = async () => {};
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    const cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), quiet, 'postgres', false);
    adminUrl = cluster.url;
    stopCluster = async () => {
      await cluster.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }

  const template = `pinjam_template_${own}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`create database ${template}`);
  await admin.end();
  await runMigrations(withDatabase(adminUrl, template));
  project.provide('pg', { adminUrl, template });
  const demoPhotos = path.join(os.tmpdir(), `pinjam-demo-photos-${own}`);
  await fs.rm(demoPhotos, { recursive: true, force: true });
  project.provide('demoPhotos', demoPhotos);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${template} with (force)`);
    await client.end();
    await stopCluster();
    await fs.rm(demoPhotos, { recursive: true, force: true });
  };
}
