import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemImages, items, users } from '../src/platform/db/schema';
import {
  bearer,
  insertItem,
  insertUser,
  itemFiles,
  login,
  multipartFiles,
  pngImage,
  useTestApp,
  type FileInput,
} from './helpers';

const t = useTestApp();
let owner: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  const a = await insertUser(t.db, {
    name: 'Hakim Yusof',
    verification_status: 'approved',
    district: 'Tutong',
  });
  const b = await insertUser(t.db, { name: 'Aminah Salleh', verification_status: 'approved' });
  owner = { id: a.id, token: await login(t.app, a.email) };
  other = { id: b.id, token: await login(t.app, b.email) };
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function createWithImages(token: string, count: number) {
  const files = await Promise.all(
    Array.from(
      { length: count },
      async (_, i) =>
        ['images', { data: await pngImage(300 + i, 200), filename: `${i}.png` }] as [string, FileInput],
    ),
  );
  const body = await multipartFiles(
    {
      title: 'Yamaha P-125 digital piano',
      category: 'musical-instruments',
      district: 'Tutong',
      condition: 'good',
      price_per_day: '3000',
      sale_price: '65000',
    },
    files,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/items/create',
    ...body,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().item as { id: number; images: Array<{ id: number; card: string; zoom: string }> };
}

async function edit(
  token: string,
  id: number,
  fields: Record<string, string>,
  files: Array<[string, FileInput]> = [],
) {
  const body = await multipartFiles(
    {
      title: 'Yamaha P-125 digital piano',
      category: 'musical-instruments',
      district: 'Tutong',
      condition: 'good',
      price_per_day: '3000',
      ...fields,
    },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/items/update/${id}`,
    ...body,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('GET /api/items/get-item/:id', () => {
  it('answers an active item of an active owner without a token', async () => {
    const item = await insertItem(t.db, owner.id, { title: 'Sony A7 III body' });
    const res = await get(`/api/items/get-item/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      id: item.id,
      title: 'Sony A7 III body',
      status: 'active',
      images: [],
      cover: null,
    });
    expect(res.json().item.owner).toEqual({
      id: owner.id,
      name: 'Hakim Yusof',
      avatar: null,
      verified: true,
      district: 'Tutong',
      rating: { average: 0, count: 0 },
    });
  });

  it.each([
    ['disabled', { status: 'disabled' as const }],
    ['deleted', { status: 'deleted' as const, deleted_at: new Date() }],
  ])('answers 404 for a %s item', async (_name, values) => {
    const item = await insertItem(t.db, owner.id, values);
    const res = await get(`/api/items/get-item/${item.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This item does not exist or is no longer available.' });
  });

  it('answers 404 for an item of a disabled owner', async () => {
    const banned = await insertUser(t.db, { disabled_at: new Date() });
    const item = await insertItem(t.db, banned.id);
    expect((await get(`/api/items/get-item/${item.id}`)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 422 for the id %s, never 500', async (id) => {
    const res = await get(`/api/items/get-item/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toEqual(['Not a valid id']);
  });

  it('answers 404 for an id that does not exist', async () => {
    expect((await get('/api/items/get-item/2147483647')).statusCode).toBe(404);
  });
});

describe('GET /api/items/get-user-items/', () => {
  it("lists the caller's active and disabled items, newest first, and nobody else's", async () => {
    const user = await insertUser(t.db, { name: 'Lim Wei Ling' });
    const token = await login(t.app, user.email);
    const older = await insertItem(t.db, user.id, {
      title: 'Older tent',
      created_at: new Date('2026-01-01'),
    });
    const hidden = await insertItem(t.db, user.id, { title: 'Hidden kayak', status: 'disabled' });
    await insertItem(t.db, user.id, { title: 'Gone scooter', status: 'deleted', deleted_at: new Date() });
    await insertItem(t.db, other.id, { title: 'Not mine' });
    const res = await get('/api/items/get-user-items/', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, name: 'Lim Wei Ling' });
    expect(res.json().user.items.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
      [hidden.id, 'disabled'],
      [older.id, 'active'],
    ]);
  });

  it('needs a token', async () => {
    expect((await get('/api/items/get-user-items/')).statusCode).toBe(401);
  });
});

describe("the owner's actions", () => {
  it('disables (gone from get-item), enables (back), and deletes (gone for good)', async () => {
    const item = await insertItem(t.db, owner.id);
    const disabled = await get(`/api/items/disable-item/${item.id}`, owner.token);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().item.status).toBe('disabled');
    expect((await get(`/api/items/get-item/${item.id}`)).statusCode).toBe(404);
    expect((await get(`/api/items/get-user-item/${item.id}`, owner.token)).json().item.status).toBe(
      'disabled',
    );

    const enabled = await get(`/api/items/enable-item/${item.id}`, owner.token);
    expect(enabled.json().item.status).toBe('active');
    expect((await get(`/api/items/get-item/${item.id}`)).statusCode).toBe(200);

    const deleted = await get(`/api/items/delete-item/${item.id}`, owner.token);
    expect(deleted.json()).toEqual({ message: 'Your item has been deleted.' });
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ status: 'deleted', deleted_at: expect.any(Date) });
    expect((await get(`/api/items/get-item/${item.id}`)).statusCode).toBe(404);
    expect((await get(`/api/items/enable-item/${item.id}`, owner.token)).statusCode).toBe(404);
  });

  it("answers 404 to another user's enable, disable, delete, stock, edit and read — and changes nothing", async () => {
    const item = await insertItem(t.db, owner.id, { status: 'disabled', starting_inventory: 2 });
    for (const action of ['enable-item', 'disable-item', 'delete-item', 'get-user-item']) {
      const res = await get(`/api/items/${action}/${item.id}`, other.token);
      expect(res.statusCode, action).toBe(404);
      expect(res.body).not.toContain(item.title);
    }
    const stock = await t.app.inject({
      method: 'POST',
      url: '/api/items/update-item-stock/',
      headers: bearer(other.token),
      payload: { id: item.id, starting_inventory: 9 },
    });
    expect(stock.statusCode).toBe(404);
    expect((await edit(other.token, item.id, { title: 'Stolen' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ status: 'disabled', starting_inventory: 2, title: item.title });
  });

  it('refuses to enable an item for rent while the owner is not verified (403)', async () => {
    const user = await insertUser(t.db, { verification_status: 'rejected' });
    const token = await login(t.app, user.email);
    const rent = await insertItem(t.db, user.id, { status: 'disabled' });
    const sale = await insertItem(t.db, user.id, {
      status: 'disabled',
      price_per_day: null,
      sale_price: 9000,
    });
    const refused = await get(`/api/items/enable-item/${rent.id}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('verification_required');
    expect((await get(`/api/items/enable-item/${sale.id}`, token)).statusCode).toBe(200);
  });

  describe('POST /api/items/update-item-stock/', () => {
    const setStock = (token: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/items/update-item-stock/',
        headers: bearer(token),
        payload: payload as object,
      });

    it('sets the units', async () => {
      const item = await insertItem(t.db, owner.id);
      const res = await setStock(owner.token, { id: item.id, starting_inventory: 7 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Stock updated.',
        item: { id: item.id, starting_inventory: 7 },
      });
    });

    it.each([
      [0, 'Must be at least 1'],
      [100, 'Must be at most 99'],
      [2.5, 'Enter a whole number of units'],
      ['many', 'Enter how many you have, from 1 to 99'],
    ])('refuses %s with 422', async (value, message) => {
      const item = await insertItem(t.db, owner.id, { starting_inventory: 4 });
      const res = await setStock(owner.token, { id: item.id, starting_inventory: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.starting_inventory).toEqual([message]);
      const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
      expect(row!.starting_inventory).toBe(4);
    });

    it('refuses a missing id with 422', async () => {
      const res = await setStock(owner.token, { starting_inventory: 3 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    });
  });
});

describe('POST /api/items/update/:id', () => {
  it('replaces the fields: a field left out is cleared', async () => {
    const item = await createWithImages(owner.token, 1);
    const res = await edit(owner.token, item.id, { title: 'Yamaha P-125 with stand', deposit: '20000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your changes are saved.',
      item: {
        title: 'Yamaha P-125 with stand',
        deposit: 20000,
        sale_price: null,
        for_sale: false,
        for_rent: true,
      },
    });
    expect(res.json().item.images).toHaveLength(1);
  });

  it('reorders, drops and adds images by keep_images, and removes the dropped files', async () => {
    const item = await createWithImages(owner.token, 3);
    const [a, b, c] = item.images;
    const before = await itemFiles(t.config.dataDir);
    const res = await edit(owner.token, item.id, { keep_images: `${c!.id},new:1,${a!.id}` }, [
      ['images', { data: await pngImage(500, 500, '#00ff00'), filename: 'appended.png' }],
      ['images', { data: await pngImage(600, 400, '#0000ff'), filename: 'second.png' }],
    ]);
    expect(res.statusCode).toBe(200);
    const images: Array<{ id: number; position: number; zoom: string; width: number }> =
      res.json().item.images;
    expect(images.map((i) => i.position)).toEqual([0, 1, 2, 3]);
    expect(images[0]!.id).toBe(c!.id);
    expect(images[1]!.width).toBe(600); // new:1
    expect(images[2]!.id).toBe(a!.id);
    expect(images[3]!.width).toBe(500); // the upload keep_images did not name goes last
    expect(res.json().item.cover.id).toBe(c!.id);

    const after = await itemFiles(t.config.dataDir);
    const name = (url: string) => url.replace('/uploads/items/', '');
    expect(after).not.toContain(name(b!.zoom));
    expect(after).toContain(name(a!.zoom));
    // Each image is four files: three WebP sizes and the link-preview JPEG.
    expect(after.length).toBe(before.length - 4 + 8);
    expect(after).not.toContain(name(b!.zoom).replace('-zoom.webp', '-preview.jpg'));
    expect((await t.app.inject({ method: 'GET', url: b!.card })).statusCode).toBe(404);
  });

  it('keeps every image when keep_images is left out', async () => {
    const item = await createWithImages(owner.token, 2);
    const res = await edit(owner.token, item.id, {}, [
      ['images', { data: await pngImage(), filename: 'extra.png' }],
    ]);
    expect(
      res
        .json()
        .item.images.map((i: { id: number }) => i.id)
        .slice(0, 2),
    ).toEqual(item.images.map((i) => i.id));
    expect(res.json().item.images).toHaveLength(3);
  });

  describe('refuses, storing nothing new and changing nothing', () => {
    const unchanged = async (id: number, act: () => Promise<void>) => {
      const rows = await t.db.select().from(itemImages).where(eq(itemImages.item_id, id));
      const [item] = await t.db.select().from(items).where(eq(items.id, id));
      const files = await itemFiles(t.config.dataDir);
      await act();
      expect(await t.db.select().from(itemImages).where(eq(itemImages.item_id, id))).toEqual(rows);
      expect((await t.db.select().from(items).where(eq(items.id, id)))[0]).toEqual(item);
      expect(await itemFiles(t.config.dataDir)).toEqual(files);
    };

    it('more than eight images in all', async () => {
      const item = await createWithImages(owner.token, 6);
      await unchanged(item.id, async () => {
        const png = await pngImage();
        const res = await edit(owner.token, item.id, { title: 'Changed' }, [
          ['images', { data: png, filename: 'a.png' }],
          ['images', { data: png, filename: 'b.png' }],
          ['images', { data: png, filename: 'c.png' }],
        ]);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          images: ['An item has at most 8 images: remove some to add more.'],
        });
      });
    });

    it('no image left', async () => {
      const item = await createWithImages(owner.token, 1);
      await unchanged(item.id, async () => {
        const res = await edit(owner.token, item.id, { keep_images: '' });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ images: ['Keep or add at least one image.'] });
      });
    });

    it.each([
      ['an image of another item', (other: number) => `${other}`],
      ['a new image that was not sent', () => 'new:0'],
      ['garbage', () => 'DROP TABLE items'],
    ])('keep_images naming %s', async (_name, token) => {
      const item = await createWithImages(owner.token, 1);
      const otherItem = await createWithImages(other.token, 1);
      await unchanged(item.id, async () => {
        const res = await edit(owner.token, item.id, { keep_images: token(otherItem.images[0]!.id) });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['keep_images']);
      });
    });

    it('a corrupt new image', async () => {
      const item = await createWithImages(owner.token, 1);
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#222' } })
        .jpeg()
        .toBuffer();
      await unchanged(item.id, async () => {
        const res = await edit(owner.token, item.id, { title: 'Changed' }, [
          ['images', { data: await pngImage(), filename: 'fine.png' }],
          ['images', { data: jpeg.subarray(0, 300), filename: 'broken.jpg' }],
        ]);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.images[0]).toMatch(/broken\.jpg/);
      });
    });

    it('adding a rent price while not verified (403)', async () => {
      const user = await insertUser(t.db, { verification_status: 'pending' });
      const token = await login(t.app, user.email);
      const body = await multipartFiles(
        {
          title: 'Stroller',
          category: 'kids-baby',
          district: 'Belait',
          condition: 'good',
          sale_price: '8000',
        },
        [['images', { data: await pngImage(), filename: 's.png' }]],
      );
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/items/create',
        ...body,
        headers: { ...body.headers, ...bearer(token) },
      });
      const id = created.json().item.id as number;
      await unchanged(id, async () => {
        const res = await edit(token, id, { category: 'kids-baby', price_per_day: '500' });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('verification_required');
      });
    });
  });
});

describe('GET /api/user/get-profile-data/:id', () => {
  it('shows the public profile and only the active items', async () => {
    const user = await insertUser(t.db, {
      name: 'Rosli Abdullah',
      bio: 'Kayaks and camping gear in Bangar.',
      district: 'Temburong',
      verification_status: 'approved',
    });
    const active = await insertItem(t.db, user.id, { title: 'Sea kayak', category: 'sports' });
    await insertItem(t.db, user.id, { title: 'Hidden tent', status: 'disabled' });
    const res = await get(`/api/user/get-profile-data/${user.id}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json().user;
    expect(profile).toMatchObject({
      id: user.id,
      name: 'Rosli Abdullah',
      bio: 'Kayaks and camping gear in Bangar.',
      district: 'Temburong',
      verified: true,
      avatar: null,
      rating: { average: 0, count: 0 },
      created_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(profile.items.map((i: { id: number }) => i.id)).toEqual([active.id]);
    expect(JSON.stringify(profile)).not.toMatch(/email|password|bank|telephone/);
  });

  it('answers 404 for a disabled or never-activated account', async () => {
    const disabled = await insertUser(t.db, { disabled_at: new Date() });
    const inactive = await insertUser(t.db, { activated: false });
    for (const u of [disabled, inactive])
      expect((await get(`/api/user/get-profile-data/${u.id}`)).statusCode).toBe(404);
    await t.db.update(users).set({ disabled_at: null }).where(eq(users.id, disabled.id));
    expect((await get(`/api/user/get-profile-data/${disabled.id}`)).statusCode).toBe(200);
  });
});
