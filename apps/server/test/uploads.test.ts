import { endpoint, ITEM_LIMITS } from '@pinjam/api/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { items } from '../src/platform/db/schema';
import { route } from '../src/platform/http/route';
import {
  bearer,
  buildTestApp,
  insertUser,
  itemFiles,
  login,
  multipart,
  multipartFiles,
  pngImage,
  uniqueEmail,
  useTestApp,
  type FileInput,
} from './helpers';

// Issue 10, part 8: uploads wait on disk rather than in memory, image work takes turns in one
// small pool with a bounded queue, and one request's pixels are capped.

/** A test-only endpoint that tells what its handler was given. */
const probe = endpoint({
  method: 'POST',
  path: '/api/test/upload-probe',
  auth: 'none',
  tag: 'test',
  summary: 'test',
  bodyType: 'multipart',
  files: { images: { maxBytes: ITEM_LIMITS.imageMaxBytes, maxCount: 8, required: true, kind: 'image' } },
  response: z.object({
    files: z.array(
      z.object({ path: z.string(), size: z.number(), onDisk: z.number(), keys: z.array(z.string()) }),
    ),
  }),
});

// One worker and one place in the queue: a test fills them by hand.
const t = useTestApp({ imagePoolSize: 1, imageQueueSize: 1 }, (app) => {
  app.register(async (scope) => {
    route(scope, probe, async ({ files }) => ({
      files: await Promise.all(
        (files.images ?? []).map(async (file) => ({
          path: file.path,
          size: file.size,
          onDisk: (await fs.stat(file.path)).size,
          keys: Object.keys(file).sort(),
        })),
      ),
    }));
  });
});
let token: string;

beforeAll(async () => {
  const owner = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
  token = await login(t.app, owner.email);
});

const tempRoot = () => path.join(t.config.dataDir, 'tmp', 'uploads');

/** Every file waiting in DATA_DIR/tmp/uploads (the folder itself must exist: the server made it). */
async function tempFiles(): Promise<string[]> {
  const entries = await fs.readdir(tempRoot(), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function until(condition: () => Promise<boolean> | boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const listing = {
  title: 'Sony A7 IV camera body',
  description: 'Full-frame mirrorless camera with two batteries. Pickup in Kiulap.',
  category: 'film-photography',
  district: 'Brunei-Muara',
  condition: 'good',
  price_per_day: '5000',
};

/** POST /api/items/create with the owner's token. */
async function create(files: Array<[string, FileInput]>) {
  const { payload, headers } = await multipartFiles(listing, files);
  const auth = bearer(token);
  return t.app.inject({
    method: 'POST',
    url: '/api/items/create',
    payload,
    headers: { ...headers, ...auth },
  });
}

/** Runs `act` and checks that it left no item row, no stored image and no temporary file. */
async function expectNothingLeft(act: () => Promise<void>) {
  const before = { rows: await t.db.$count(items), files: await itemFiles(t.config.dataDir) };
  await act();
  expect(await t.db.$count(items)).toBe(before.rows);
  expect(await itemFiles(t.config.dataDir)).toEqual(before.files);
  expect(await tempFiles()).toEqual([]);
}

/** Takes one turn of the image pool until the returned function is called. */
function holdPool(): () => Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const job = t.app.imagePool.run(() => gate);
  return async () => {
    open();
    await job;
  };
}

const png = (name: string): Promise<[string, FileInput]> =>
  pngImage(320, 240).then((data) => ['images', { data, filename: name }]);

describe('uploaded files wait on disk', () => {
  it('hands the handler each file as a path under DATA_DIR/tmp/uploads, not a buffer, and removes it once answered', async () => {
    const body = await multipartFiles({}, [await png('a.png'), await png('b.png')]);
    const res = await t.app.inject({ method: 'POST', url: probe.path, ...body });
    expect(res.statusCode).toBe(200);
    const { files } = res.json<z.infer<typeof probe.response>>();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(path.relative(tempRoot(), file.path)).not.toMatch(/^\.\./);
      expect(file.onDisk).toBe(file.size);
      expect(file.keys).not.toContain('buffer');
      await expect(fs.stat(file.path)).rejects.toThrow(/ENOENT/);
    }
    expect(await tempFiles()).toEqual([]);
  });

  it('leaves no temporary file after a listing is created', async () => {
    const res = await create([await png('front.png'), await png('back.png')]);
    expect(res.statusCode).toBe(201);
    expect(await tempFiles()).toEqual([]);
  });

  it('leaves no temporary file after a file of 10 MB + 1 byte (413)', async () => {
    await expectNothingLeft(async () => {
      const res = await create([
        await png('ok.png'),
        ['images', { data: Buffer.alloc(ITEM_LIMITS.imageMaxBytes + 1, 1), filename: 'huge.jpg' }],
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Each image must be at most 10 MB.');
    });
  });

  it('leaves no temporary file after a file that is not an image (422)', async () => {
    await expectNothingLeft(async () => {
      const res = await create([
        await png('ok.png'),
        ['images', { data: Buffer.from('not a picture at all'), filename: 'fake.jpg' }],
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        images: ['Image 2 (fake.jpg) must be a JPEG, PNG, WebP or AVIF image.'],
      });
    });
  });

  it('removes the file of a client that leaves in the middle of its upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = await multipartFiles(listing, [
      ['images', { data: Buffer.alloc(3 * 1024 * 1024, 7), filename: 'slow.jpg' }],
    ]);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write(
      [
        'POST /api/items/create HTTP/1.1',
        'Host: 127.0.0.1',
        `Content-Type: ${body.headers['content-type']}`,
        `Content-Length: ${body.payload.length}`,
        `Authorization: Bearer ${token}`,
        '',
        '',
      ].join('\r\n'),
    );
    try {
      socket.write(body.payload.subarray(0, 1024 * 1024));
      await until(async () => {
        const files = await tempFiles().catch(() => []);
        return files.length === 1 && (await fs.stat(files[0]!)).size > 0;
      }, 'the upload is being written to disk');
    } finally {
      socket.destroy();
    }
    await until(async () => (await tempFiles()).length === 0, 'the temporary file is removed');
  });
});

describe('closing the app', () => {
  it('removes the files of requests still under way', async () => {
    const other = await buildTestApp(t.config.databaseUrl, { imagePoolSize: 1, imageQueueSize: 1 });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = other.app.imagePool.run(() => gate);
    const { payload, headers } = await multipartFiles(listing, [await png('waiting.png')]);
    const waiting = other.app.inject({
      method: 'POST',
      url: '/api/items/create',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    const files = () => fs.readdir(other.app.uploadsDir, { recursive: true }).catch(() => []);
    try {
      await until(() => other.app.imagePool.waiting === 1, 'the listing waits in the queue');
      expect(await files()).not.toEqual([]);
      await other.app.close();
      expect(await files()).toEqual([]);
    } finally {
      open();
      await held;
      await waiting;
      await fs.rm(other.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('image work takes turns in one pool', () => {
  describe('given the worker busy and the queue full', () => {
    it('answers a new listing 503 with Retry-After, storing nothing', async () => {
      const releaseRunning = holdPool();
      const releaseQueued = holdPool();
      try {
        await expectNothingLeft(async () => {
          const res = await create([await png('front.png')]);
          expect(res.statusCode).toBe(503);
          expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
          expect(res.json()).toEqual({ message: expect.stringMatching(/try again/i) });
        });
      } finally {
        await releaseRunning();
        await releaseQueued();
      }
    });

    it('answers a signup with an avatar 503 as well, creating no account', async () => {
      const releaseRunning = holdPool();
      const releaseQueued = holdPool();
      const email = uniqueEmail('busy');
      try {
        const body = await multipart(
          {
            email,
            name: 'Aminah',
            password: 'kampong-ayer-2026',
            password_confirmation: 'kampong-ayer-2026',
          },
          { avatar: { data: await pngImage(), filename: 'me.png' } },
        );
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', ...body });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
      } finally {
        await releaseRunning();
        await releaseQueued();
      }
      const [row] = (await t.db.execute(sql`select count(*)::int as n from users where email = ${email}`))
        .rows as [{ n: number }];
      expect(row.n).toBe(0);
      expect(await tempFiles()).toEqual([]);
    });
  });

  describe('given the worker busy and a place in the queue', () => {
    it('lets one listing wait its turn, refuses the next, and lists the first once the worker is free', async () => {
      const release = holdPool();
      let first;
      try {
        first = create([await png('first.png')]);
        await until(() => t.app.imagePool.waiting === 1, 'the first listing waits in the queue');
        const second = await create([await png('second.png')]);
        expect(second.statusCode).toBe(503);
      } finally {
        await release();
      }
      expect((await first).statusCode).toBe(201);
      expect(await tempFiles()).toEqual([]);
    });
  });
});

describe('the pixels of one request are capped', () => {
  // 6000 × 6000: under the 40-megapixel cap per image, and a small file as it is one colour.
  let photo: FileInput;
  beforeAll(async () => {
    const data = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#6d4c41' } })
      .png()
      .toBuffer();
    photo = { data, filename: 'big.png' };
  });
  const photos = (n: number) => Array.from({ length: n }, () => ['images', photo] as [string, FileInput]);

  it('refuses six 36-megapixel images (216 in all) with 422 on images, before any encoding', async () => {
    const run = vi.spyOn(t.app.imagePool, 'run');
    try {
      await expectNothingLeft(async () => {
        const res = await create(photos(6));
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          images: [
            'Together the images are 216 megapixels; at most 200 can be sent at once. Send fewer or smaller photos.',
          ],
        });
      });
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });

  it('takes five of them (180 megapixels)', async () => {
    const res = await create(photos(5));
    expect(res.statusCode).toBe(201);
    expect(res.json().item.images).toHaveLength(5);
  });
});
