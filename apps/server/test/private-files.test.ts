import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UrlSigner } from '../src/platform/storage/private';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers';

let t: TestApp;
let dropDatabase: () => Promise<void>;
const DOCUMENT = Buffer.from('%PDF-1.4 an identity document');

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  t = await buildTestApp(database.url);
  await t.app.ready();
  await t.app.privateFiles.put('verification/7/passport.pdf', DOCUMENT, 'application/pdf');
});

afterAll(async () => {
  await t.close();
  await dropDatabase();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('private objects', () => {
  it('are stored outside what the static server serves, and reachable by no path of their own', async () => {
    const onDisk = await fs.readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    expect(onDisk.some((name) => String(name).includes('passport'))).toBe(false);
    for (const url of [
      '/uploads/verification/7/passport.pdf',
      '/private/verification/7/passport.pdf',
      '/files/private/verification/7/passport.pdf',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.rawPayload.includes(DOCUMENT), url).toBe(false);
    }
  });

  it('are served through a signed URL while it lasts, never cached', async () => {
    const res = await get(t.app.signedUrls.url('verification/7/passport.pdf', 60_000));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(DOCUMENT)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuse a signed URL once it has expired', async () => {
    let now = Date.now();
    const signer = new UrlSigner(Buffer.alloc(32, 7), () => now);
    const url = signer.url('verification/7/passport.pdf', 1_000);
    const [key, query] = url.slice('/files/private/'.length).split('?');
    const params = new URLSearchParams(query);
    expect(signer.verify(key!, params.get('expires')!, params.get('signature')!)).toBe(true);
    now += 1_001;
    expect(signer.verify(key!, params.get('expires')!, params.get('signature')!)).toBe(false);
    // Through the route: a URL signed to expire a moment ago.
    const expired = await get(t.app.signedUrls.url('verification/7/passport.pdf', -1));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'This link has expired or is not valid.' });
  });

  it('refuse a tampered URL: another key, a later expiry, a changed signature', async () => {
    const url = t.app.signedUrls.url('verification/7/passport.pdf', 60_000);
    const expires = /expires=(\d+)/.exec(url)![1]!;
    for (const tampered of [
      url.replace('/7/', '/8/'),
      url.replace(`expires=${expires}`, `expires=${Number(expires) + 3_600_000}`),
      url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      url.replace(/&signature=.*/, ''),
    ]) {
      const res = await get(tampered);
      expect(res.statusCode, tampered).toBe(403);
      expect(res.rawPayload.includes(DOCUMENT), tampered).toBe(false);
    }
  });

  it('answer 404 for a signed URL of an object that is gone', async () => {
    await t.app.privateFiles.put('verification/7/old.pdf', DOCUMENT, 'application/pdf');
    const url = t.app.signedUrls.url('verification/7/old.pdf', 60_000);
    expect((await get(url)).statusCode).toBe(200);
    await t.app.privateFiles.remove('verification/7/old.pdf');
    expect((await get(url)).statusCode).toBe(404);
  });
});
