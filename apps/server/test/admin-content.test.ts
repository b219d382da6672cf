import fs from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, advertImages, bannerImages } from '../src/platform/db/schema';
import { bearer, type FileInput, insertUser, login, multipartFiles, pngImage, useTestApp } from './helpers';

// Issue 17, deliverable 5 (decision 0039): the admin's adverts and banners on real PostgreSQL.
// The home page following each change: admin-content-home.test.ts.

const t = useTestApp();
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  const a = await insertUser(t.db, { name: 'Admin Content', role_id: 2 });
  const m = await insertUser(t.db, { name: 'Member Content' });
  admin = bearer(await login(t.app, a.email));
  member = bearer(await login(t.app, m.email));
});

const uploadsOf = async (dir: 'banners' | 'adverts') =>
  (await fs.readdir(path.join(t.config.dataDir, 'uploads', dir)).catch(() => [] as string[])).sort();

async function upload(
  kind: 'advert' | 'banner',
  files: Array<{ data: Buffer; filename: string }>,
  fields: Record<string, string> = {},
  headers = admin,
) {
  const field = kind === 'advert' ? 'advertImages' : 'bannerImages';
  const form = await multipartFiles(
    fields,
    files.map((f, i): [string, FileInput] => [`${field}[${i}]`, { ...f, type: 'image/png' }]),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/upload-${kind}-images/`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

const post = (url: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

describe('uploads', () => {
  it('stores several banners at once, each as a desktop and a phone WebP, active and after the others', async () => {
    const res = await upload('banner', [
      { data: await pngImage(2400, 800, '#0b6e4f'), filename: 'one.png' },
      { data: await pngImage(400, 300, '#c2185b'), filename: 'two.png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { bannerImages: made } = res.json<{
      bannerImages: Array<{ id: number; path: string; mobile_path: string; active: boolean }>;
    }>();
    expect(made).toHaveLength(2);
    expect(made.every((b) => b.active)).toBe(true);
    const files = await uploadsOf('banners');
    expect(files).toHaveLength(4);
    const first = path.join(t.config.dataDir, 'uploads', made[0]!.path.replace(/^\/uploads\//, ''));
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1600);
    const phone = await sharp(
      path.join(t.config.dataDir, 'uploads', made[0]!.mobile_path.replace(/^\/uploads\//, '')),
    ).metadata();
    expect(phone.width).toBe(750);
    // Never enlarged.
    const small = await sharp(
      path.join(t.config.dataDir, 'uploads', made[1]!.path.replace(/^\/uploads\//, '')),
    ).metadata();
    expect(small.width).toBe(400);
    const rows = await t.db.select().from(bannerImages);
    expect(rows.map((r) => r.position)).toEqual([1, 2]);
  });

  it('puts an advert into the slot asked for, and refuses a slot other than 1, 2 or 3 (nothing stored)', async () => {
    const ok = await upload('advert', [{ data: await pngImage(600, 400), filename: 'ad.png' }], {
      position: '2',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().advertImages[0].position).toBe(2);
    const before = await uploadsOf('adverts');
    for (const position of ['0', '4', '-1', 'two', '1.5']) {
      const res = await upload('advert', [{ data: await pngImage(60, 40), filename: 'ad.png' }], {
        position,
      });
      expect(res.statusCode, position).toBe(422);
      expect(res.json().errors.position).toBeDefined();
    }
    expect(await uploadsOf('adverts')).toEqual(before);
    expect(await t.db.select().from(advertImages)).toHaveLength(1);
  });

  it('refuses a file that is not an image (422) and one over 10 MB (413), storing nothing', async () => {
    const rows = async () => (await t.db.select().from(bannerImages)).length;
    const count = await rows();
    const files = await uploadsOf('banners');
    const text = await upload('banner', [
      { data: await pngImage(100, 100), filename: 'good.png' },
      { data: Buffer.from('<svg onload=alert(1)>not a picture</svg>'), filename: 'evil.png' },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.bannerImages[0]).toMatch(/JPEG, PNG, WebP or AVIF/);
    const huge = Buffer.concat([await pngImage(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const big = await upload('banner', [{ data: huge, filename: 'big.png' }]);
    expect(big.statusCode).toBe(413);
    expect(await rows()).toBe(count);
    expect(await uploadsOf('banners')).toEqual(files);
  });

  it('refuses an upload with no image (422) and more than six (422)', async () => {
    const none = await upload('banner', []);
    expect(none.statusCode).toBe(422);
    const image = await pngImage(20, 20);
    const seven = await upload(
      'banner',
      Array.from({ length: 7 }, (_, i) => ({ data: image, filename: `${i}.png` })),
    );
    expect(seven.statusCode).toBe(422);
  });
});

describe('changes', () => {
  it('updates an advert (slot, switch, link, alt) and refuses a non-http link or a bad slot (422, unchanged)', async () => {
    const [advert] = await t.db.select().from(advertImages).limit(1);
    const ok = await post('/api/admin/update-advert-image/', {
      id: advert!.id,
      position: 3,
      active: false,
      url: 'https://example.com/sale',
      alt: 'A sale',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().advertImage).toMatchObject({
      position: 3,
      active: false,
      url: 'https://example.com/sale',
      alt: 'A sale',
    });
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com/x',
      '//evil.example/x',
      'data:text/html,hi',
      'example.com',
      'https://',
    ]) {
      const res = await post('/api/admin/update-advert-image/', {
        id: advert!.id,
        position: 1,
        active: true,
        url,
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.url, url).toBeDefined();
    }
    for (const position of [0, 4, '2a', null]) {
      const res = await post('/api/admin/update-advert-image/', { id: advert!.id, position, active: true });
      expect(res.statusCode, String(position)).toBe(422);
      expect(res.json().errors.position).toBeDefined();
    }
    const [after] = await t.db.select().from(advertImages).limit(1);
    expect(after).toMatchObject({ position: 3, active: false, url: 'https://example.com/sale' });
    // A path on this site is a link too; blank clears it.
    const path = await post('/api/admin/update-advert-image/', {
      id: advert!.id,
      position: 3,
      active: false,
      url: '/search?q=tent',
    });
    expect(path.json().advertImage.url).toBe('/search?q=tent');
    const blank = await post('/api/admin/update-advert-image/', {
      id: advert!.id,
      position: 3,
      active: false,
      url: '',
    });
    expect(blank.json().advertImage.url).toBeNull();
  });

  it('answers 404 for a picture that is not there', async () => {
    expect(
      (await post('/api/admin/update-advert-image/', { id: 999999, position: 1, active: true })).statusCode,
    ).toBe(404);
    expect((await post('/api/admin/update-banner-image/', { id: 999999, active: true })).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/delete-advert-image/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/delete-banner-image/999999')).statusCode).toBe(404);
  });

  it('lists every picture, active or not, for the admin only', async () => {
    const res = await get('/api/admin/get-advert-banner-images');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bannerImages.length).toBeGreaterThanOrEqual(2);
    expect(body.advertImages.some((a: { active: boolean }) => !a.active)).toBe(true);
    expect((await get('/api/admin/get-advert-banner-images', member)).statusCode).toBe(403);
    expect((await get('/api/admin/get-advert-banner-images', {})).statusCode).toBe(401);
  });

  it('deletes a banner with its two files, audited with what it was', async () => {
    const [banner] = await t.db.select().from(bannerImages).limit(1);
    const files = await uploadsOf('banners');
    const res = await get(`/api/admin/delete-banner-image/${banner!.id}`);
    expect(res.statusCode).toBe(200);
    const left = await uploadsOf('banners');
    expect(left).toHaveLength(files.length - 2);
    expect(left.some((f) => banner!.path.endsWith(f))).toBe(false);
    const [line] = await t.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(line).toMatchObject({
      action: 'banner.delete',
      subject_type: 'banner',
      subject_id: String(banner!.id),
      after: null,
    });
    expect(line!.before).toMatchObject({ path: banner!.path, active: banner!.active });
  });

  it('refuses a member (403) and a visitor (401) on every call, changing nothing', async () => {
    const [advert] = await t.db.select().from(advertImages).limit(1);
    const [banner] = await t.db.select().from(bannerImages).limit(1);
    for (const headers of [member, {}]) {
      const status = headers === member ? 403 : 401;
      expect(
        (await upload('banner', [{ data: await pngImage(20, 20), filename: 'a.png' }], {}, headers))
          .statusCode,
      ).toBe(status);
      expect(
        (await upload('advert', [{ data: await pngImage(20, 20), filename: 'a.png' }], {}, headers))
          .statusCode,
      ).toBe(status);
      expect(
        (
          await post(
            '/api/admin/update-advert-image/',
            { id: advert!.id, position: 1, active: true },
            headers,
          )
        ).statusCode,
      ).toBe(status);
      expect(
        (await post('/api/admin/update-banner-image/', { id: banner!.id, active: false }, headers))
          .statusCode,
      ).toBe(status);
      expect((await get(`/api/admin/delete-advert-image/${advert!.id}`, headers)).statusCode).toBe(status);
      expect((await get(`/api/admin/delete-banner-image/${banner!.id}`, headers)).statusCode).toBe(status);
    }
    const [advertAfter] = await t.db.select().from(advertImages).limit(1);
    const [bannerAfter] = await t.db.select().from(bannerImages).limit(1);
    expect(advertAfter).toEqual(advert);
    expect(bannerAfter).toEqual(banner);
  });
});
