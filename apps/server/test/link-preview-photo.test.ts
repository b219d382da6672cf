import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertUser, itemFiles, login, multipartFiles, PUBLIC_URL, type TestApp } from './helpers';
import { appWithRealRoutes } from './web-build';

// The photo of a shared link (issue 27): the 1200×630 JPEG an upload makes for link previews,
// what the item page's tags say of it, and that it goes with its image.

let web: TestApp;
let token: string;

beforeAll(async () => {
  web = await appWithRealRoutes();
  const siti = await insertUser(web.db, { name: 'Siti Rahman', verification_status: 'approved' });
  token = await login(web.app, siti.email);
});

afterAll(async () => {
  await web?.close();
});

const FIELDS = {
  title: 'Brompton folding bike',
  category: 'sports',
  district: 'Tutong',
  condition: 'good',
  price_per_day: '2500',
};

/** Lists (or, given an id, edits) an item with these pictures; answers the item. */
async function upload(pictures: Buffer[], edit?: { id: number; keep_images: string }) {
  const files = pictures.map((data, i): [string, { data: Buffer; filename: string }] => [
    'images',
    { data, filename: `${i}.jpg` },
  ]);
  const fields = edit ? { ...FIELDS, keep_images: edit.keep_images } : FIELDS;
  const body = await multipartFiles(fields, files);
  const res = await web.app.inject({
    method: 'POST',
    url: edit ? `/api/items/update/${edit.id}` : '/api/items/create',
    ...body,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(edit ? 200 : 201);
  return res.json<{ item: { id: number; images: Array<{ id: number; gallery: string }> } }>().item;
}

/** The item page's Open Graph and Twitter tags, as facebookexternalhit reads them. */
async function tags(id: number) {
  const res = await web.app.inject({
    method: 'GET',
    url: `/view-item/${id}`,
    headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' },
  });
  const doc = new new Window().DOMParser().parseFromString(res.body, 'text/html');
  const meta: Record<string, string | null> = {};
  for (const el of doc.querySelectorAll('meta[property], meta[name]'))
    meta[el.getAttribute('property') ?? el.getAttribute('name')!] = el.getAttribute('content');
  return meta;
}

const served = (url: string) => web.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });

/** A photo with detail everywhere (noise): about 350 KB at the first quality tried, so the copy steps down. */
const noisyPhoto = () =>
  sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 100 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A portrait photo, white but for a red thing near its top (where a centre crop would not look). */
const portraitWithThingAtTop = () =>
  sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: { create: { width: 500, height: 400, channels: 3, background: '#d01010' } },
        left: 350,
        top: 120,
      },
    ])
    .jpeg()
    .toBuffer();

describe('the preview photo an upload makes', () => {
  it('is a 1200×630 JPEG under 300 KB, which the page tags as og:image and twitter:image', async () => {
    const item = await upload([await noisyPhoto(), await portraitWithThingAtTop()]);
    const meta = await tags(item.id);
    expect(meta['og:image']).toMatch(
      new RegExp(`^${PUBLIC_URL}/uploads/items/[0-9a-f]{2}/[0-9a-f-]{36}-preview\\.jpg$`),
    );
    expect(meta).toMatchObject({
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/jpeg',
      'og:image:alt': 'Brompton folding bike',
      'twitter:card': 'summary_large_image',
      'twitter:image': meta['og:image'],
      'twitter:image:alt': 'Brompton folding bike',
    });
    const file = await served(meta['og:image']!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const read = await sharp(file.rawPayload).metadata();
    expect([read.format, read.width, read.height]).toEqual(['jpeg', 1200, 630]);
    expect(file.rawPayload.length).toBeLessThanOrEqual(300_000);
  });

  it('keeps what draws the eye: a portrait whose subject is near its top keeps the subject', async () => {
    const item = await upload([await portraitWithThingAtTop()]);
    const file = await served((await tags(item.id))['og:image']!);
    const { channels } = await sharp(file.rawPayload).stats();
    // A centre crop of this picture is white (every channel's mean ≈ 255); the red thing is in.
    expect(channels[1]!.mean).toBeLessThan(200);
    expect(channels[0]!.mean - channels[1]!.mean).toBeGreaterThan(50);
  });

  it('goes when its image is taken out of the item, with the image’s other files', async () => {
    const item = await upload([await portraitWithThingAtTop(), await noisyPhoto()]);
    const preview = (await tags(item.id))['og:image']!;
    const before = await itemFiles(web.config.dataDir);
    expect(before).toContain(preview.replace(`${PUBLIC_URL}/uploads/items/`, ''));
    await upload([], { id: item.id, keep_images: String(item.images[1]!.id) });
    expect((await served(preview)).statusCode).toBe(404);
    const after = await itemFiles(web.config.dataDir);
    expect(after.length).toBe(before.length - 4);
    // The photo now first has its own preview copy, and the page shows it.
    expect((await tags(item.id))['og:image']).toMatch(/-preview\.jpg$/);
    expect((await tags(item.id))['og:image']).not.toBe(preview);
  });
});
