import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/platform/db/client';
import { itemImages, items, outbox, users } from '../src/platform/db/schema';
import { defaultRateLimits, scaleLimits, type AppConfig } from '../src/env';
import { hashPassword } from '../src/platform/security/passwords';
import { withDatabase } from './global-setup';

// ─── Databases ───────────────────────────────────────────────────────────────────────────────

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: inject('pg').adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template: each test file starts empty. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template } = inject('pg');
  const name = `t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${template}`);
      break;
    } catch (error) {
      // Two files cloning the template at the same instant can collide; try again shortly.
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

// ─── Apps ────────────────────────────────────────────────────────────────────────────────────

export const PUBLIC_URL = 'http://pinjam.test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Test config: outbox mail, no web app, a temporary DATA_DIR, and rate limits 100× looser than
 * production so that files signing up many users are not throttled (rate-limit tests pass
 * `rateLimits: defaultRateLimits`).
 */
export async function buildTestApp(
  databaseUrl: string,
  overrides: Partial<AppConfig> = {},
  /** Runs before the plugins load: add hooks or test-only routes here. */
  prepare?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-test-data-'));
  const config: AppConfig = {
    databaseUrl,
    dataDir,
    publicUrl: PUBLIC_URL,
    webDist: null,
    smtpUrl: null,
    devMailbox: true,
    outboxRetentionMs: 7 * 24 * 60 * 60_000,
    redisUrl: null,
    mailFrom: 'Pinjam <hello@pinjam.bn>',
    logLevel: (process.env.TEST_LOG_LEVEL as AppConfig['logLevel'] | undefined) ?? 'silent',
    prettyLogs: false,
    trustProxy: false,
    pusherHost: null,
    tokenTtlMs: 7 * 24 * 60 * 60_000,
    rateLimits: scaleLimits(defaultRateLimits, 100),
    s3: null,
    // One encoding at a time on any machine; files that upload in parallel wait their turn.
    imagePoolSize: 1,
    imageQueueSize: 8,
    ...overrides,
  };
  const app = buildApp(config);
  prepare?.(app);
  await app.ready();
  return {
    app,
    db: app.db,
    config,
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's app on its own fresh database, ready in beforeAll and gone after the file. */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  prepare?: (app: FastifyInstance) => void,
): TestApp {
  const ctx = {} as TestApp;
  let drop = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    Object.assign(ctx, await buildTestApp(database.url, overrides, prepare));
  });
  afterAll(async () => {
    await ctx.close?.();
    await drop();
  });
  return ctx;
}

// ─── Users, sessions and mail ────────────────────────────────────────────────────────────────

let sequence = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${++sequence}-${randomBytes(3).toString('hex')}@example.com`;

export const PASSWORD = 'correct-horse-battery';

export async function insertUser(
  db: Db,
  options: Partial<typeof users.$inferInsert> & { password?: string; activated?: boolean } = {},
) {
  const { password = PASSWORD, activated = true, ...values } = options;
  const [row] = await db
    .insert(users)
    .values({
      email: uniqueEmail(),
      name: 'Nurul Aini',
      password_hash: await hashPassword(password),
      activated_at: activated ? new Date() : null,
      ...values,
    })
    .returning();
  return { ...row!, password };
}

export async function findUser(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function emailsTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

/** The first link in an email's text, as a path relative to PUBLIC_URL. */
export function linkPath(text: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in: ${text}`);
  return url.replace(PUBLIC_URL, '');
}

// ─── Multipart and images ────────────────────────────────────────────────────────────────────

export interface FileInput {
  data: Buffer;
  filename: string;
  type?: string;
}

/** A real multipart/form-data body, encoded by the platform's FormData. */
export async function multipart(fields: Record<string, string>, files: Record<string, FileInput> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A multipart body with several files, possibly under one name (`images`, `images[]`…). */
export async function multipartFiles(
  fields: Record<string, string>,
  files: Array<[name: string, file: FileInput]>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of files) {
    form.append(
      name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A small PNG of one colour. */
export function pngImage(width = 320, height = 240, colour = '#c2185b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A JPEG with EXIF data (camera and copyright) that the server must strip. */
export function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b6e4f' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Make: 'PinjamCam' } })
    .toBuffer();
}

// ─── Items ───────────────────────────────────────────────────────────────────────────────────

/** An item straight into the database (no images unless given): for search and owner tests. */
export async function insertItem(
  db: Db,
  ownerId: number,
  values: Partial<typeof items.$inferInsert> = {},
  images: Array<Partial<typeof itemImages.$inferInsert>> = [],
) {
  const [row] = await db
    .insert(items)
    .values({
      owner_id: ownerId,
      title: 'Canon EOS R6 camera body',
      description: 'Full-frame mirrorless camera, two batteries and a charger.',
      category: 'film-photography',
      district: 'Brunei-Muara',
      condition: 'good',
      price_per_day: 4500,
      ...values,
    })
    .returning();
  for (const [position, image] of images.entries()) {
    await db.insert(itemImages).values({
      item_id: row!.id,
      position,
      card_path: `items/test/${row!.id}-${position}-card.webp`,
      gallery_path: `items/test/${row!.id}-${position}-gallery.webp`,
      zoom_path: `items/test/${row!.id}-${position}-zoom.webp`,
      width: 1200,
      height: 900,
      ...image,
    });
  }
  return row!;
}

/** Every file under DATA_DIR/uploads/items, relative: "nothing was written" checks. */
export async function itemFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads', 'items');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
