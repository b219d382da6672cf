import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { advertImages, bannerImages } from '../src/db/schema';
import { BANNER_SIZE, DEMO_ADVERTS, DEMO_BANNERS, seedHomeImages } from '../src/db/demo/home-images';
import { useTestApp } from './helpers';

const t = useTestApp();
const URL_PATH = '/api/helpers/active-advert-images/';

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL_PATH, headers });

async function filesUnder(dir: string) {
  return fs.readdir(path.join(t.config.dataDir, 'uploads', dir)).catch(() => [] as string[]);
}

describe('GET /api/helpers/active-advert-images/', () => {
  it('answers two empty lists before any image exists', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bannerImages: [], advertImages: [] });
  });

  describe('given active and inactive banners and adverts', () => {
    it('lists only the active ones: banners in their order, adverts by slot, newest first in a slot', async () => {
      await t.db.delete(bannerImages);
      await t.db.delete(advertImages);
      const banners = await t.db
        .insert(bannerImages)
        .values([
          { path: 'banners/third.webp', position: 3 },
          { path: 'banners/first.webp', position: 1 },
          { path: 'banners/hidden.webp', position: 2, active: false },
          { path: 'banners/second.webp', position: 2 },
        ])
        .returning();
      const adverts = await t.db
        .insert(advertImages)
        .values([
          { path: 'adverts/bottom.webp', position: 3, url: null },
          { path: 'adverts/left-old.webp', position: 1, url: '/search?category=drones' },
          { path: 'adverts/left-new.webp', position: 1, url: 'https://example.com/promo' },
          { path: 'adverts/top-off.webp', position: 2, active: false },
        ])
        .returning();

      const res = await get();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.bannerImages).toEqual([
        { id: banners[1]!.id, path: '/uploads/banners/first.webp', active: true },
        { id: banners[3]!.id, path: '/uploads/banners/second.webp', active: true },
        { id: banners[0]!.id, path: '/uploads/banners/third.webp', active: true },
      ]);
      expect(body.advertImages).toEqual([
        {
          id: adverts[2]!.id,
          path: '/uploads/adverts/left-new.webp',
          url: 'https://example.com/promo',
          position: 1,
          active: true,
        },
        {
          id: adverts[1]!.id,
          path: '/uploads/adverts/left-old.webp',
          url: '/search?category=drones',
          position: 1,
          active: true,
        },
        { id: adverts[0]!.id, path: '/uploads/adverts/bottom.webp', url: null, position: 3, active: true },
      ]);
    });
  });

  it('needs no token, and ignores a stale one (the seed sends none here)', async () => {
    expect((await get()).statusCode).toBe(200);
    expect((await get({ authorization: 'Bearer revoked-or-unknown-token-000000' })).statusCode).toBe(200);
  });

  it('refuses an advert slot other than 1, 2 or 3 at the database', async () => {
    await expect(t.db.insert(advertImages).values({ path: 'adverts/x.webp', position: 4 })).rejects.toThrow();
  });
});

describe('the demo banners and adverts', () => {
  it('are rendered at seed time, listed, and served as WebP with a year-long cache', async () => {
    await t.db.delete(bannerImages);
    await t.db.delete(advertImages);
    const started = Date.now();
    await seedHomeImages(t.db, t.app.storage);
    expect(Date.now() - started).toBeLessThan(5_000); // ~1 s on two cores; generous for CI

    const body = (await get()).json<{
      bannerImages: Array<{ path: string }>;
      advertImages: Array<{ path: string; position: number; url: string | null }>;
    }>();
    expect(body.bannerImages).toHaveLength(DEMO_BANNERS.length);
    expect(body.advertImages.map((a) => a.position)).toEqual([1, 2, 3]);
    expect(body.advertImages.every((a) => a.url !== null)).toBe(true);

    for (const image of [...body.bannerImages, ...body.advertImages]) {
      const res = await t.app.inject({ method: 'GET', url: image.path });
      expect(res.statusCode, image.path).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const banner = await sharp(
      (await t.app.inject({ method: 'GET', url: body.bannerImages[0]!.path })).rawPayload,
    ).metadata();
    expect({ width: banner.width, height: banner.height }).toEqual(BANNER_SIZE);
    const left = DEMO_ADVERTS.find((a) => a.position === 1)!;
    const leftMeta = await sharp(
      (await t.app.inject({ method: 'GET', url: body.advertImages[0]!.path })).rawPayload,
    ).metadata();
    expect({ width: leftMeta.width, height: leftMeta.height }).toEqual({
      width: left.width,
      height: left.height,
    });
  });

  it('are not duplicated by seeding again: same rows, same files, nothing re-rendered', async () => {
    const before = { banners: await filesUnder('banners'), adverts: await filesUnder('adverts') };
    const stat = await fs.stat(path.join(t.config.dataDir, 'uploads', 'banners', before.banners[0]!));
    await seedHomeImages(t.db, t.app.storage);
    await seedHomeImages(t.db, t.app.storage);
    expect(await t.db.select().from(bannerImages)).toHaveLength(DEMO_BANNERS.length);
    expect(await t.db.select().from(advertImages)).toHaveLength(DEMO_ADVERTS.length);
    expect(await filesUnder('banners')).toEqual(before.banners);
    expect(await filesUnder('adverts')).toEqual(before.adverts);
    const again = await fs.stat(path.join(t.config.dataDir, 'uploads', 'banners', before.banners[0]!));
    expect(again.mtimeMs).toBe(stat.mtimeMs);
  });

  it('renders a missing file again without adding a row', async () => {
    const [first] = await filesUnder('banners');
    await fs.rm(path.join(t.config.dataDir, 'uploads', 'banners', first!));
    await seedHomeImages(t.db, t.app.storage);
    expect(await filesUnder('banners')).toContain(first);
    expect(await t.db.select().from(bannerImages)).toHaveLength(DEMO_BANNERS.length);
  });
});

describe('/uploads', () => {
  it('answers a missing file with a JSON 404, even to a browser asking for HTML', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/uploads/banners/no-such-banner.webp',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('never serves a file still being written under its temporary name', async () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'banners');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'half.webp.1234.tmp'), 'partial');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/banners/half.webp.1234.tmp' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to climb out of the uploads folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });
});
