import { categorySlugs, districts } from '@pinjam/api/contract';
import { inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  itemImages,
  items,
  ledgerEntries,
  orders,
  rentalRequests,
} from '../src/platform/db/schema';
import { DEMO_ITEMS } from '../src/platform/db/seed/demo/catalogue-data';
import { DEMO_LOGINS, seedDemo } from '../src/platform/db/seed';
import { bearer, itemFiles, login, useTestApp } from './helpers';

const t = useTestApp();
let firstSeedMs = 0;

beforeAll(async () => {
  const started = Date.now();
  await seedDemo(t.db, t.app.storage);
  firstSeedMs = Date.now() - started;
}, 120_000);

const search = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/items/search?${query}` })).json<{
    items: Array<{ title: string; category: string; district: string; cover: { card: string } | null }>;
    total: number;
    counts: Record<string, number>;
  }>();

describe('the demo catalogue', () => {
  it('has about 80 listings in all 16 categories and the four districts', async () => {
    const all = await search('per_page=48');
    expect(all.total).toBe(DEMO_ITEMS.length);
    expect(DEMO_ITEMS.length).toBeGreaterThanOrEqual(80);
    for (const slug of categorySlugs) expect(all.counts[slug], slug).toBeGreaterThanOrEqual(5);
    const rows = await t.db.select({ district: items.district }).from(items);
    expect(new Set(rows.map((r) => r.district))).toEqual(new Set(districts));
    console.info(`Seeding the demo took ${firstSeedMs} ms`);
  });

  it('gives every listing two to four photos whose files exist, in the sizes the contract names and a preview copy', async () => {
    const counts = (
      await t.db.execute(sql`select item_id, count(*)::int as n from ${itemImages} group by item_id`)
    ).rows as Array<{ n: number }>;
    expect(counts).toHaveLength(DEMO_ITEMS.length);
    expect(counts.every((c) => c.n >= 2 && c.n <= 4)).toBe(true);
    expect(new Set(counts.map((c) => c.n))).toEqual(new Set([2, 3, 4]));
    const images = await t.db.select().from(itemImages);
    const files = new Set(await itemFiles(t.config.dataDir));
    for (const image of images)
      for (const key of [image.card_path, image.gallery_path, image.zoom_path, image.preview_path!])
        expect(files.has(key.replace(/^items\//, '')), key).toBe(true);
    const preview = await fs.readFile(path.join(t.config.dataDir, 'uploads', images[0]!.preview_path!));
    const read = await sharp(preview).metadata();
    expect([read.format, read.width, read.height]).toEqual(['jpeg', 1200, 630]);

    const cover = (await search('q=canon')).items[0]!.cover!;
    const served = await t.app.inject({ method: 'GET', url: cover.card });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
  });

  it('seeds again without duplicating listings, photos or files', async () => {
    const before = {
      items: (await t.db.select({ id: items.id }).from(items)).length,
      images: (await t.db.select({ id: itemImages.id }).from(itemImages)).length,
      files: await itemFiles(t.config.dataDir),
    };
    const file = path.join(t.config.dataDir, 'uploads', 'items', before.files[0]!);
    const mtime = (await fs.stat(file)).mtimeMs;
    const started = Date.now();
    await seedDemo(t.db, t.app.storage);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await t.db.select({ id: items.id }).from(items)).length).toBe(before.items);
    expect((await t.db.select({ id: itemImages.id }).from(itemImages)).length).toBe(before.images);
    expect(await itemFiles(t.config.dataDir)).toEqual(before.files);
    expect((await fs.stat(file)).mtimeMs).toBe(mtime);
  });

  it('draws each listing its own pictures: no two files alike, none shared between listings', async () => {
    const images = await t.db
      .select({ card: itemImages.card_path, gallery: itemImages.gallery_path })
      .from(itemImages);
    expect(new Set(images.map((i) => i.gallery)).size).toBe(images.length);
    const hashes = await Promise.all(
      images.map(async (i) =>
        createHash('sha1')
          .update(await fs.readFile(path.join(t.config.dataDir, 'uploads', i.card)))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(images.length);
  });

  describe('given a listing an older seed gave its pictures, and one whose owner added their own', () => {
    it('gives the first this seed’s pictures, removes the old files no listing uses, and leaves the second alone', async () => {
      const [older, owned, beforePreviews] = await t.db
        .select({ id: items.id })
        .from(items)
        .orderBy(items.id)
        .limit(3);
      // Seeded before preview copies were made: this version's pictures, no preview.
      await t.db
        .update(itemImages)
        .set({ preview_path: null })
        .where(inArray(itemImages.item_id, [beforePreviews!.id]));
      // Older seeds shared detail pictures between listings: the gallery file is in both.
      const [card, shared, ownCard] = [
        'old-cover-v1-card',
        'detail-drones-a-v1-gallery',
        'detail-drones-a-v1-card',
      ].map((name) => `items/demo/${name}.webp`);
      for (const key of [card!, shared!, ownCard!])
        await t.app.storage.put(key, Buffer.from('old'), 'image/webp');
      await t.db.delete(itemImages).where(inArray(itemImages.item_id, [older!.id, owned!.id]));
      const size = { width: 1200, height: 900 };
      await t.db.insert(itemImages).values([
        {
          item_id: older!.id,
          position: 0,
          card_path: card!,
          gallery_path: shared!,
          zoom_path: shared!,
          ...size,
        },
        {
          item_id: owned!.id,
          position: 0,
          card_path: 'items/own-card.webp',
          gallery_path: 'items/own-gallery.webp',
          zoom_path: 'items/own-zoom.webp',
          ...size,
        },
        {
          item_id: owned!.id,
          position: 1,
          card_path: ownCard!,
          gallery_path: shared!,
          zoom_path: shared!,
          ...size,
        },
      ]);

      await seedDemo(t.db, t.app.storage);

      const pictures = async (id: number) =>
        (
          await t.db
            .select()
            .from(itemImages)
            .where(inArray(itemImages.item_id, [id]))
            .orderBy(itemImages.position)
        ).map((i) => i.gallery_path);
      const renewed = await pictures(older!.id);
      expect(renewed.length).toBeGreaterThanOrEqual(2);
      expect(renewed.every((p) => /^items\/demo\/.+-v2-\d-gallery\.webp$/.test(p))).toBe(true);
      expect(await pictures(owned!.id)).toEqual(['items/own-gallery.webp', shared]);
      const previews = await t.db
        .select({ preview: itemImages.preview_path })
        .from(itemImages)
        .where(inArray(itemImages.item_id, [beforePreviews!.id]));
      expect(previews.every((i) => /^items\/demo\/.+-v2-\d-preview\.jpg$/.test(i.preview ?? ''))).toBe(true);
      expect(await t.app.storage.exists(card!)).toBe(false);
      expect(await t.app.storage.exists(shared!)).toBe(true);
      expect(await t.app.storage.exists(ownCard!)).toBe(true);
    });
  });

  it('is searchable: typos, categories and districts', async () => {
    expect((await search('q=camra')).items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Canon EOS R6 camera body']),
    );
    expect((await search('q=kayak')).items.map((i) => i.title)).toContain(
      'Two-person sea kayak with paddles',
    );
    expect((await search('district=Temburong')).total).toBeGreaterThanOrEqual(5);
    expect((await search('category=drones&type=rent')).items.every((i) => i.category === 'drones')).toBe(
      true,
    );
  });

  it("lists each demo user's items, and leaves a deleted one deleted after a re-seed", async () => {
    const siti = DEMO_LOGINS.find((l) => l.email === 'siti@pinjam.bn')!;
    const token = await login(t.app, siti.email, siti.password);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/items/get-user-items/',
      headers: bearer(token),
    });
    const list: Array<{ id: number; title: string }> = mine.json().user.items;
    expect(list.length).toBeGreaterThanOrEqual(8);
    const victim = list[0]!;
    await t.app.inject({ method: 'GET', url: `/api/items/delete-item/${victim.id}`, headers: bearer(token) });
    await seedDemo(t.db, t.app.storage);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/items/get-user-items/',
      headers: bearer(token),
    });
    expect(again.json().user.items.map((i: { title: string }) => i.title)).not.toContain(victim.title);
  });

  it('lets the unverified demo user sell but not rent out', async () => {
    const nurul = DEMO_LOGINS.find((l) => !l.verified && l.role === 'user')!;
    const token = await login(t.app, nurul.email, nurul.password);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/items/get-user-items/',
      headers: bearer(token),
    });
    const list: Array<{ for_rent: boolean; for_sale: boolean }> = mine.json().user.items;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => !i.for_rent && i.for_sale)).toBe(true);
  });

  it('has every demo member join before their first listing, also where an earlier boot seeded them today', async () => {
    const joinedAfterListing = () =>
      t.db.execute(sql`
        select users.email from users join items on items.owner_id = users.id
        where items.created_at < users.created_at`);
    expect((await joinedAfterListing()).rows).toEqual([]);
    // A database seeded before the members had a past: seeding again gives them one.
    await t.db.execute(sql`update users set created_at = now() where email like '%@pinjam.bn'`);
    expect((await joinedAfterListing()).rows.length).toBeGreaterThan(0);
    await seedDemo(t.db, t.app.storage);
    expect((await joinedAfterListing()).rows).toEqual([]);
  });
});

describe('the demo trade between Hakim and Siti', () => {
  const as = async (who: string) => {
    const demo = DEMO_LOGINS.find((d) => d.email.startsWith(`${who}@`))!;
    const token = await login(t.app, demo.email, demo.password);
    return (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  };

  it('shows orders in every state on both sides, an open issue and an invoice', async () => {
    const hakim = await as('hakim');
    const siti = await as('siti');
    type Orders = { orders: Array<{ id: number; status: string; kind: string; has_open_issue: boolean }> };
    const bought = (await hakim('/api/order/get-user-orders')).json<Orders>().orders;
    const sold = (await hakim('/api/order/get-customers-orders')).json<Orders>().orders;
    const sitiBought = (await siti('/api/order/get-user-orders')).json<Orders>().orders;
    const all = [...bought, ...sold];
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['paid', 'dispatched', 'delivered', 'in_use', 'completed', 'cancelled']),
    );
    expect(new Set(bought.map((o) => o.kind))).toEqual(new Set(['purchase', 'rental']));
    expect(sitiBought.map((o) => o.id).sort()).toEqual(sold.map((o) => o.id).sort());
    expect(bought.filter((o) => o.has_open_issue)).toHaveLength(1);

    const paid = bought.find((o) => o.status === 'paid' && o.kind === 'purchase')!;
    const invoice = (await hakim(`/api/order/get-order/${paid.id}`)).json().order;
    expect(invoice).toMatchObject({
      invoice_number: expect.stringMatching(/^PJ-INV-\d{6}$/),
      payment: { label: 'Visa •••• 4242' },
      history: [{ event: 'paid' }],
    });
    const creditNote = (await siti(`/api/order/get-order/${paid.id}`)).json().order;
    expect(creditNote.actions).toEqual(['cancel', 'reportIssue']);
    expect(creditNote.commission).toBeGreaterThan(0);
  });

  it('has requests in every state, their days held or released, and balanced books', async () => {
    const requests = await t.db.select().from(rentalRequests);
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['pending', 'accepted', 'denied', 'cancelled', 'expired']),
    );
    const held = await t.db.select().from(bookings);
    for (const r of requests) {
      const booking = held.find((b) => b.request_id === r.id)!;
      expect(booking.released_at === null, `${r.status} request ${r.id}`).toBe(
        r.status === 'pending' || r.status === 'accepted',
      );
    }
    const unbalanced = await t.db.execute(
      sql`select posting from ledger_entries group by posting having sum(amount) <> 0`,
    );
    expect(unbalanced.rows).toEqual([]);
  });

  it('seeds the trade once however often it runs', async () => {
    const count = async () => ({
      orders: (await t.db.select().from(orders)).length,
      requests: (await t.db.select().from(rentalRequests)).length,
      entries: (await t.db.select().from(ledgerEntries)).length,
    });
    const before = await count();
    await seedDemo(t.db, t.app.storage);
    expect(await count()).toEqual(before);
    expect(before.orders).toBe(8);
  });
});
