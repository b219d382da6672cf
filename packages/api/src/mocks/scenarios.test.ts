import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { contract } from '../contract';
import { advertImagesHandlers, itemsHandlers, profileHandlers, searchHandlers } from './index';

// Mock scenarios are product code: what they answer must parse with the contract's own schema,
// or stories would show states the real server can never produce.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://pinjam.test', getToken: () => null });

describe('advertImagesHandlers', () => {
  it.each(['default', 'empty', 'single'] as const)('answers %s within the contract', async (name) => {
    server.use(...advertImagesHandlers[name]);
    const result = await client.call(contract.helpers.activeAdvertImages);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(contract.helpers.activeAdvertImages.response.parse(result.data)).toEqual(result.data);
  });

  it('default: four banners and one advert per slot, images as data URLs that work offline', async () => {
    server.use(...advertImagesHandlers.default);
    const result = await client.call(contract.helpers.activeAdvertImages);
    if (!result.ok) throw new Error('expected success');
    expect(result.data.bannerImages).toHaveLength(4);
    expect(result.data.advertImages.map((a) => a.position)).toEqual([1, 2, 3]);
    for (const image of [...result.data.bannerImages, ...result.data.advertImages])
      expect(image.path).toMatch(/^data:image\/svg\+xml/);
    expect(result.data.advertImages.some((a) => a.url === null)).toBe(true);
  });

  it('error: answers 500 with the server’s message', async () => {
    server.use(...advertImagesHandlers.error);
    const result = await client.call(contract.helpers.activeAdvertImages);
    expect(result).toMatchObject({ ok: false, status: 500 });
  });
});

describe('itemsHandlers', () => {
  const call = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' }).call;

  it('default: answers within the contract, 404 for a disabled or unknown item', async () => {
    server.use(...itemsHandlers.default);
    const item = await call(contract.items.get, { params: { id: 101 } });
    if (!item.ok) throw new Error('expected the item');
    expect(contract.items.get.response.parse(item.data)).toEqual(item.data);
    expect(item.data.item.images).toHaveLength(3);
    expect(await call(contract.items.get, { params: { id: 108 } })).toMatchObject({ ok: false, status: 404 });
    expect(await call(contract.items.get, { params: { id: 999 } })).toMatchObject({ ok: false, status: 404 });

    const mine = await call(contract.items.userItems);
    if (!mine.ok) throw new Error('expected the list');
    expect(contract.items.userItems.response.parse(mine.data)).toEqual(mine.data);
    expect(mine.data.user.items.map((i) => i.status)).toContain('disabled');

    const disabled = await call(contract.items.disable, { params: { id: 101 } });
    expect(disabled).toMatchObject({ ok: true, data: { item: { id: 101, status: 'disabled' } } });
    const stock = await call(contract.items.updateStock, { body: { id: 101, starting_inventory: 5 } });
    expect(stock).toMatchObject({ ok: true, data: { item: { starting_inventory: 5 } } });
    expect(await call(contract.items.delete, { params: { id: 103 } })).toMatchObject({ status: 404 });
  });

  it('actionsFail: each owner action refused with a real status, within the error contract', async () => {
    server.use(...itemsHandlers.actionsFail);
    expect(await call(contract.items.enable, { params: { id: 108 } })).toMatchObject({
      status: 403,
      error: { code: 'verification_required' },
    });
    expect(await call(contract.items.disable, { params: { id: 101 } })).toMatchObject({ status: 500 });
    expect(await call(contract.items.delete, { params: { id: 101 } })).toMatchObject({ status: 500 });
    expect(
      await call(contract.items.updateStock, { body: { id: 101, starting_inventory: 5 } }),
    ).toMatchObject({
      status: 422,
      error: { errors: { starting_inventory: ['Must be at most 99'] } },
    });
  });

  it('verificationRequired: 403 with the code the form acts on', async () => {
    server.use(...itemsHandlers.verificationRequired);
    const result = await call(contract.items.create, { body: { title: 'Drone' } });
    expect(result).toMatchObject({ ok: false, status: 403, error: { code: 'verification_required' } });
  });
});

describe('searchHandlers', () => {
  it('default: filters, sorts and counts the fixtures within the contract', async () => {
    server.use(...searchHandlers.default);
    const all = await client.call(contract.items.search);
    if (!all.ok) throw new Error('expected results');
    expect(contract.items.search.response.parse(all.data)).toEqual(all.data);
    expect(all.data.total).toBe(7);
    const rent = await client.call(contract.items.search, {
      query: { type: 'rent', sort: 'price_asc', category: 'drones' },
    });
    if (!rent.ok) throw new Error('expected results');
    expect(rent.data.items.map((i) => i.title)).toEqual(['DJI Mini 4 Pro Fly More combo']);
    expect(rent.data.counts['film-photography']).toBe(1);
    const camera = await client.call(contract.items.search, { query: { q: 'camera' } });
    expect(camera).toMatchObject({ ok: true, data: { total: 1 } });
  });

  it('default: refuses bad parameters as the server does', async () => {
    server.use(...searchHandlers.default);
    const result = await client.call(contract.items.search, { query: { per_page: 1000 } });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { per_page: ['Must be at most 48'] } },
    });
  });

  it('empty: no results and zero counts', async () => {
    server.use(...searchHandlers.empty);
    const result = await client.call(contract.items.search, { query: { q: 'helicopter' } });
    if (!result.ok) throw new Error('expected success');
    expect(contract.items.search.response.parse(result.data)).toEqual(result.data);
    expect(result.data.total).toBe(0);
  });
});

describe('profileHandlers', () => {
  it('default: a profile with its active items, 404 for an unknown id', async () => {
    server.use(...profileHandlers.default);
    const siti = await client.call(contract.profiles.get, { params: { id: 2 } });
    if (!siti.ok) throw new Error('expected the profile');
    expect(contract.profiles.get.response.parse(siti.data)).toEqual(siti.data);
    expect(siti.data.user.items.length).toBeGreaterThan(0);
    expect(siti.data.user.items.every((i) => i.owner.id === 2)).toBe(true);
    expect(await client.call(contract.profiles.get, { params: { id: 77 } })).toMatchObject({ status: 404 });
  });
});
