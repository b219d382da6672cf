import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { contract } from '../contract';
import { advertImagesHandlers } from './handlers';

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
