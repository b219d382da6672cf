import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { advertImages, bannerImages } from '../src/platform/db/schema';
import { homePictureSizes } from '@pinjam/api/contract';
import { DEMO_ADVERTS, DEMO_BANNERS, seedHomeImages } from '../src/platform/db/seed/demo/home-images';
import { FORMATS, layout, promoAlt, type FormatName } from '../src/platform/db/seed/demo/promo';
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
          {
            path: 'banners/first.webp',
            mobile_path: 'banners/first-phone.webp',
            alt: 'Rent a drone for the weekend.',
            position: 1,
          },
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
        {
          id: banners[1]!.id,
          path: '/uploads/banners/first.webp',
          mobile_path: '/uploads/banners/first-phone.webp',
          alt: 'Rent a drone for the weekend.',
          active: true,
        },
        {
          id: banners[3]!.id,
          path: '/uploads/banners/second.webp',
          mobile_path: null,
          alt: '',
          active: true,
        },
        { id: banners[0]!.id, path: '/uploads/banners/third.webp', mobile_path: null, alt: '', active: true },
      ]);
      expect(body.advertImages).toEqual([
        {
          id: adverts[2]!.id,
          path: '/uploads/adverts/left-new.webp',
          mobile_path: null,
          alt: '',
          url: 'https://example.com/promo',
          position: 1,
          active: true,
        },
        {
          id: adverts[1]!.id,
          path: '/uploads/adverts/left-old.webp',
          mobile_path: null,
          alt: '',
          url: '/search?category=drones',
          position: 1,
          active: true,
        },
        {
          id: adverts[0]!.id,
          path: '/uploads/adverts/bottom.webp',
          mobile_path: null,
          alt: '',
          url: null,
          position: 3,
          active: true,
        },
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

const size = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  return { width: meta.width, height: meta.height };
};

describe('the demo banners and adverts', () => {
  it('are rendered at seed time for desktops and phones, listed with their words as alt text, served as WebP with a year-long cache', async () => {
    await t.db.delete(bannerImages);
    await t.db.delete(advertImages);
    const started = Date.now();
    await seedHomeImages(t.db, t.app.storage);
    expect(Date.now() - started).toBeLessThan(5_000); // ~1 s on two cores; generous for CI

    const body = (await get()).json<{
      bannerImages: Array<{ path: string; mobile_path: string | null; alt: string }>;
      advertImages: Array<{
        path: string;
        mobile_path: string | null;
        alt: string;
        position: 1 | 2 | 3;
        url: string | null;
      }>;
    }>();
    expect(body.bannerImages.map((b) => b.alt)).toEqual(DEMO_BANNERS.map((b) => promoAlt(b.art)));
    expect(body.advertImages.map((a) => a.position)).toEqual([1, 2, 3]);
    expect(body.advertImages.map((a) => a.alt)).toEqual(DEMO_ADVERTS.map((a) => promoAlt(a.art)));
    expect(body.advertImages.every((a) => a.url !== null)).toBe(true);

    for (const banner of body.bannerImages) {
      expect(await size(banner.path)).toEqual(homePictureSizes.banner.desktop);
      expect(await size(banner.mobile_path!)).toEqual(homePictureSizes.banner.phone);
    }
    for (const advert of body.advertImages) {
      expect(await size(advert.path)).toEqual(homePictureSizes.advert[advert.position].desktop);
      expect(await size(advert.mobile_path!)).toEqual(homePictureSizes.advert[advert.position].phone);
    }
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

  describe('given rows an older seed made (one picture for every width, no alt text)', () => {
    it('moves them to the new pictures and words, keeps their order, slot, link and state, and removes the old files', async () => {
      await t.db.delete(bannerImages);
      await t.db.delete(advertImages);
      const oldBanner = `banners/demo-${DEMO_BANNERS[0]!.slug}-v1.webp`;
      const oldAdvert = `adverts/demo-${DEMO_ADVERTS[1]!.slug}-v1.webp`;
      await t.app.storage.put(oldBanner, Buffer.from('old'), 'image/webp');
      await t.app.storage.put(oldAdvert, Buffer.from('old'), 'image/webp');
      const [banner] = await t.db
        .insert(bannerImages)
        .values({ path: oldBanner, position: 9, active: false })
        .returning();
      const [advert] = await t.db
        .insert(advertImages)
        .values({ path: oldAdvert, position: 2, url: '/search?category=drones' })
        .returning();
      const [own] = await t.db
        .insert(bannerImages)
        .values({ path: 'banners/admin-upload.webp', position: 5 })
        .returning();

      await seedHomeImages(t.db, t.app.storage);

      const banners = await t.db.select().from(bannerImages);
      expect(banners).toHaveLength(DEMO_BANNERS.length + 1);
      expect(banners.find((b) => b.id === banner!.id)).toMatchObject({
        path: `banners/demo-${DEMO_BANNERS[0]!.slug}-v2.webp`,
        mobile_path: `banners/demo-${DEMO_BANNERS[0]!.slug}-v2-phone.webp`,
        alt: promoAlt(DEMO_BANNERS[0]!.art),
        position: 9,
        active: false,
      });
      expect(banners.find((b) => b.id === own!.id)).toMatchObject({
        path: 'banners/admin-upload.webp',
        mobile_path: null,
        alt: '',
      });
      const adverts = await t.db.select().from(advertImages);
      expect(adverts).toHaveLength(DEMO_ADVERTS.length);
      expect(adverts.find((a) => a.id === advert!.id)).toMatchObject({
        path: `adverts/demo-${DEMO_ADVERTS[1]!.slug}-v2.webp`,
        alt: promoAlt(DEMO_ADVERTS[1]!.art),
        url: '/search?category=drones',
      });
      expect(await t.app.storage.exists(oldBanner)).toBe(false);
      expect(await t.app.storage.exists(oldAdvert)).toBe(false);
    });
  });

  describe('their words', () => {
    const phoneWidth = 375 - 32; // a 375 px phone, less the page's 16 px margins
    const cases = [
      ...DEMO_BANNERS.flatMap((b) => [
        { name: b.slug, art: b.art, format: 'banner' as FormatName },
        { name: b.slug, art: b.art, format: 'bannerPhone' as FormatName },
      ]),
      ...DEMO_ADVERTS.flatMap((a) => [
        { name: a.slug, art: a.art, format: (a.position === 1 ? 'advertLeft' : 'advertRight') as FormatName },
        { name: a.slug, art: a.art, format: 'advertPhone' as FormatName },
      ]),
    ];

    it.each(cases)('$name ($format) fit their picture and stay clear of its drawing', ({ art, format }) => {
      const f = FORMATS[format];
      const words = format.endsWith('Phone') ? { ...art.copy, ...art.phone } : art.copy;
      const { box, thing, headBottom } = layout(words, f);
      expect(box.y).toBeGreaterThanOrEqual(f.text.top);
      expect(box.y + box.height).toBeLessThanOrEqual(f.text.bottom);
      if ('stacked' in f) expect(thing.y).toBeGreaterThan(headBottom);
      else expect(thing.x).toBeGreaterThan(f.text.x + f.text.width);
    });

    it.each(cases.filter((c) => c.format.endsWith('Phone')))(
      '$name on a phone: every word at least 14 px on a 375 px screen',
      ({ art, format }) => {
        const f = FORMATS[format];
        const { sizes } = layout({ ...art.copy, ...art.phone }, f);
        const scale = phoneWidth / f.width;
        for (const px of [sizes.brand, sizes.head, sizes.sub, ...(sizes.cta ? [sizes.cta] : [])])
          expect(px * scale).toBeGreaterThanOrEqual(14);
      },
    );

    it('on the desktop banner, clear of the arrows (52 px each side) and the dots (bottom 36 px) at its narrowest, 608 px', () => {
      const f = FORMATS.banner;
      const scale = 608 / f.width;
      expect(f.text.x * scale).toBeGreaterThanOrEqual(52);
      expect((f.thing.x + f.thing.width) * scale).toBeLessThanOrEqual(608 - 52);
      for (const b of DEMO_BANNERS) {
        const { box } = layout(b.art.copy, f);
        expect((f.height - box.y - box.height) * scale).toBeGreaterThanOrEqual(36);
      }
    });
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
