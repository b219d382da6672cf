import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  insertUser,
  login,
  multipartFiles,
  pngImage,
  type TestApp,
} from './helpers';
import { ROUTES_WITH_SERVER_PAGES } from './web-build';

// Issue 17: the home page (drawn on the server, each drawing reused for 10 seconds) follows the
// admin's changes at once: GET / before and after each one. A stand-in web build draws what the
// API answers: the active banners, the adverts by slot, the footer's first address line.

const RENDERER = `
export const bodyClass = '';
export async function render(url, load) {
  const answers = await load(['/api/helpers/active-advert-images/', '/api/helpers/system-details']);
  const images = answers['/api/helpers/active-advert-images/'];
  const details = answers['/api/helpers/system-details'].details;
  const html = '<main>' +
    images.bannerImages.map((b) => '<img class="banner" src="' + b.path + '">').join('') +
    images.advertImages.map((a) => '<img class="advert-' + a.position + '" src="' + a.path + '">').join('') +
    '<footer>' + (details?.address_line_1 ?? '') + '</footer></main>';
  return { html, answers };
}
`;

let root: string;
let t: TestApp;
let drop: () => Promise<void>;
let admin: Record<string, string>;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-admin-home-'));
  const dist = path.join(root, 'dist');
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Pinjam</title></head><body><div id="root"></div></body></html>',
  );
  await fs.mkdir(path.join(root, 'dist-ssr'));
  await fs.writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  await fs.writeFile(path.join(root, 'dist-ssr', 'routes.js'), ROUTES_WITH_SERVER_PAGES);
  const database = await createTestDatabase();
  drop = database.drop;
  t = await buildTestApp(database.url, { webDist: dist });
  const a = await insertUser(t.db, { role_id: 2 });
  admin = bearer(await login(t.app, a.email));
});

afterAll(async () => {
  await t?.close();
  await drop?.();
  await fs.rm(root, { recursive: true, force: true });
});

const home = async () =>
  (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
const banners = (html: string) => [...html.matchAll(/<img class="banner" src="([^"]+)">/g)].map((m) => m[1]);

async function upload(kind: 'advert' | 'banner', count: number, fields: Record<string, string> = {}) {
  const field = kind === 'advert' ? 'advertImages' : 'bannerImages';
  const image = await pngImage(300, 200);
  const form = await multipartFiles(
    fields,
    Array.from({ length: count }, (_, i) => [
      `${field}[${i}]`,
      { data: image, filename: `${i}.png`, type: 'image/png' },
    ]),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/upload-${kind}-images/`,
    payload: form.payload,
    headers: { ...admin, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('the home page follows the admin at once', () => {
  it('shows uploaded banners and an advert in its slot, hides a banner switched off, drops a deleted one, and shows the new address', async () => {
    expect(banners(await home())).toEqual([]);

    const { bannerImages: made } = await upload('banner', 2);
    expect(banners(await home())).toEqual(made.map((b: { path: string }) => b.path));

    const { advertImages: ads } = await upload('advert', 1, { position: '2' });
    expect(await home()).toContain(`<img class="advert-2" src="${ads[0].path}">`);

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-banner-image/',
      headers: admin,
      payload: { id: made[0].id, active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(banners(await home())).toEqual([made[1].path]);

    await t.app.inject({ url: `/api/admin/delete-banner-image/${made[1].id}`, headers: admin });
    expect(banners(await home())).toEqual([]);

    const details = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-details/',
      headers: admin,
      payload: { address_line_1: 'Unit 9, Simpang 101' },
    });
    expect(details.statusCode).toBe(200);
    expect(await home()).toContain('<footer>Unit 9, Simpang 101</footer>');
  });
});
