import { categorySlugs } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, users } from '../src/platform/db/schema';
import { todayInBrunei } from '@pinjam/api/domain';
import { corrections, editDistance, type WordFacts } from '../src/modules/search/search-words';
import { insertItem, insertUser, useTestApp } from './helpers';

const t = useTestApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const siti = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
  const hakim = await insertUser(t.db, { name: 'Hakim Yusof', verification_status: 'approved' });
  const banned = await insertUser(t.db, { name: 'Banned Seller', disabled_at: new Date() });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const add = async (key: string, owner: number, values: Parameters<typeof insertItem>[2]) => {
    ids[key] = (await insertItem(t.db, owner, values)).id;
  };
  await add('canon', siti.id, {
    title: 'Canon EOS R6 camera body',
    description: 'Full-frame mirrorless, two batteries.',
    category: 'film-photography',
    district: 'Brunei-Muara',
    price_per_day: 4500,
    sale_price: null,
    created_at: day(1),
  });
  await add('gopro', hakim.id, {
    title: 'GoPro Hero 12 action cam',
    description: 'Waterproof camera with chest mount, great for diving at Pelong Rocks.',
    category: 'film-photography',
    district: 'Tutong',
    price_per_day: 2000,
    sale_price: 38000,
    created_at: day(2),
  });
  await add('drone', siti.id, {
    title: 'DJI Mini 4 Pro drone',
    description: 'Shoots 4K video. Fly More combo.',
    category: 'drones',
    district: 'Temburong',
    price_per_day: 6000,
    sale_price: null,
    created_at: day(3),
  });
  await add('tent', hakim.id, {
    title: 'Four-person camping tent',
    description: 'Easy setup, rain fly included.',
    category: 'holiday-travel',
    district: 'Belait',
    price_per_day: null,
    sale_price: 9000,
    starting_inventory: 2,
    created_at: day(4),
  });
  await add('stroller', siti.id, {
    title: 'Baby stroller, foldable',
    description: 'Light stroller for travel. Suits newborns with the bassinet.',
    category: 'kids-baby',
    district: 'Brunei-Muara',
    price_per_day: 800,
    sale_price: 15000,
    created_at: day(5),
  });
  await add('soldout', hakim.id, {
    title: 'Sold out camera strap',
    category: 'film-photography',
    price_per_day: null,
    sale_price: 1500,
    starting_inventory: 0,
    created_at: day(6),
  });
  await add('hidden', siti.id, { title: 'Hidden camera lens', status: 'disabled', created_at: day(7) });
  await add('deleted', siti.id, {
    title: 'Deleted camera tripod',
    status: 'deleted',
    deleted_at: new Date(),
    created_at: day(8),
  });
  await add('banned', banned.id, { title: 'Camera from a banned seller', created_at: day(9) });
});

type Result = {
  items: Array<{ id: number; title: string }>;
  total: number;
  page: number;
  per_page: number;
  counts: Record<string, number>;
};

async function search(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/items/search${query ? `?${query}` : ''}` });
  return { status: res.statusCode, body: res.json() as Result & { errors?: Record<string, string[]> } };
}
const found = (r: { body: Result }) => r.body.items.map((i) => i.id);
const key = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0];
const keys = (r: { body: Result }) => found(r).map(key);

describe('GET /api/items/search', () => {
  it('lists active items of active owners, newest first, with totals, page and counts', async () => {
    const r = await search();
    expect(r.status).toBe(200);
    expect(keys(r)).toEqual(['soldout', 'stroller', 'tent', 'drone', 'gopro', 'canon']);
    expect(r.body).toMatchObject({ total: 6, page: 1, per_page: 24 });
    expect(Object.keys(r.body.counts).sort()).toEqual([...categorySlugs].sort());
    expect(r.body.counts).toMatchObject({
      'film-photography': 3,
      drones: 1,
      'holiday-travel': 1,
      'kids-baby': 1,
      sports: 0,
    });
  });

  it('never shows disabled or deleted items, or items of disabled owners', async () => {
    for (const q of ['', 'q=camera', 'q=hidden', 'q=deleted', 'q=banned', 'category=film-photography']) {
      const r = await search(q);
      for (const k of ['hidden', 'deleted', 'banned']) expect(found(r), q).not.toContain(ids[k]);
    }
  });

  it('gives cards with the cover, prices and owner', async () => {
    const r = await search('q=gopro');
    expect(r.body.items[0]).toMatchObject({
      id: ids.gopro,
      title: 'GoPro Hero 12 action cam',
      category: 'film-photography',
      category_name: 'Film & Photography',
      for_rent: true,
      for_sale: true,
      price_per_day: 2000,
      sale_price: 38000,
      cover: null,
      owner: { name: 'Hakim Yusof', verified: true },
    });
    expect(r.body.items[0]).not.toHaveProperty('description');
  });

  describe('full text', () => {
    it('matches the title and the description, title matches first', async () => {
      const r = await search('q=camera');
      expect(keys(r)).toEqual(expect.arrayContaining(['canon', 'gopro', 'soldout']));
      expect(keys(r)[0]).not.toBe('gopro'); // 'camera' is only in the GoPro's description
      expect(keys(r)).not.toContain('drone');
    });

    it('stems plurals and matches word prefixes', async () => {
      expect(keys(await search('q=cameras'))).toContain('canon');
      expect(keys(await search('q=strol'))).toEqual(['stroller']);
    });

    it("tolerates a typo: 'camra' finds the cameras", async () => {
      const r = await search('q=camra');
      expect(keys(r)).toEqual(expect.arrayContaining(['canon', 'soldout']));
      expect(keys(await search('q=strolller'))).toEqual(['stroller']);
      expect(keys(await search('q=dorne'))).toEqual([]); // too far from 'drone' to guess
    });

    it('needs every word: "canon camra" finds only the Canon', async () => {
      expect(keys(await search('q=canon%20camra'))).toEqual(['canon']);
    });

    it('ignores stop words and punctuation', async () => {
      expect(keys(await search('q=the%20stroller!!'))).toEqual(['stroller']);
      expect((await search('q=%21%21%21')).body.total).toBe(6);
    });

    it('finds nothing for a word no item has', async () => {
      expect(await search('q=helicopter')).toMatchObject({ status: 200, body: { items: [], total: 0 } });
    });
  });

  describe('filters', () => {
    it('by category (slug or name); counts ignore the category filter', async () => {
      const r = await search('category=film-photography');
      expect(keys(r)).toEqual(['soldout', 'gopro', 'canon']);
      expect(r.body.counts.drones).toBe(1);
      expect(keys(await search('category=Kids%20%26%20Baby'))).toEqual(['stroller']);
      expect(keys(await search('category=Photography'))).toHaveLength(3);
    });

    it('by district (Temborong accepted)', async () => {
      expect(keys(await search('district=Temborong'))).toEqual(['drone']);
      expect(keys(await search('district=Brunei-Muara'))).toEqual(['soldout', 'stroller', 'canon']);
    });

    it('by type: rent has a daily price; buy has a sale price and stock', async () => {
      expect(keys(await search('type=rent'))).toEqual(['stroller', 'drone', 'gopro', 'canon']);
      expect(keys(await search('type=buy'))).toEqual(['stroller', 'tent', 'gopro']);
    });

    it('by date: an item for rent with a free unit that day (no bookings here: every one), today or later', async () => {
      const today = todayInBrunei();
      expect(keys(await search(`date=${today}`))).toEqual(['stroller', 'drone', 'gopro', 'canon']);
      const past = await search('date=2020-01-01');
      expect(past.status).toBe(422);
      expect(past.body.errors).toEqual({ date: ['Choose today or a later date'] });
      expect((await search('date=2026-02-30')).status).toBe(422);
      expect((await search('date=tomorrow')).status).toBe(422);
    });

    it('by price in cents: the daily price for rent, the sale price for buy', async () => {
      expect(keys(await search('type=rent&min_price=2000&max_price=4500'))).toEqual(['gopro', 'canon']);
      expect(keys(await search('type=buy&max_price=10000'))).toEqual(['tent']);
      // No type: the card's price (per day when for rent).
      expect(keys(await search('max_price=1000'))).toEqual(['stroller']);
    });

    it('combines filters and text', async () => {
      expect(keys(await search('q=camera&type=buy'))).toEqual(['gopro']);
    });
  });

  describe('sorts', () => {
    it('price ascending and descending', async () => {
      expect(keys(await search('type=rent&sort=price_asc'))).toEqual(['stroller', 'gopro', 'canon', 'drone']);
      expect(keys(await search('type=buy&sort=price_desc'))).toEqual(['gopro', 'stroller', 'tent']);
    });

    it('newest with a query', async () => {
      expect(keys(await search('q=camera&sort=newest'))).toEqual(['soldout', 'gopro', 'canon']);
    });
  });

  describe('pages', () => {
    it('splits results into pages and answers past the end with an empty page', async () => {
      const first = await search('per_page=4');
      const second = await search('per_page=4&page=2');
      expect(keys(first)).toEqual(['soldout', 'stroller', 'tent', 'drone']);
      expect(keys(second)).toEqual(['gopro', 'canon']);
      expect(second.body).toMatchObject({ total: 6, page: 2, per_page: 4 });
      expect(await search('page=50')).toMatchObject({ status: 200, body: { items: [], total: 6 } });
    });
  });

  describe('absurd parameters: 422 naming the parameter, never 500', () => {
    it.each([
      ['page=99999', 'page'],
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=1.5', 'page'],
      // Only the plain spelling of a number: page=0x10 is not page 16, nor 01 page 1.
      ['page=0x10', 'page'],
      ['page=01', 'page'],
      ['page=%2B1', 'page'],
      ['per_page=1e1', 'per_page'],
      ['per_page=%2010', 'per_page'],
      ['min_price=1.0', 'min_price'],
      ['max_price=0x10', 'max_price'],
      // Control characters and broken text are refused, not searched for (a NUL was a 500).
      ['q=%00%01%02', 'q'],
      ['q=camera%00', 'q'],
      ['q=cam%C2%85era', 'q'],
      ['q=camera%E2%80%AEgpj', 'q'],
      ['per_page=1000', 'per_page'],
      ['per_page=0', 'per_page'],
      [`q=${'a'.repeat(10_000)}`, 'q'],
      ['category=weapons', 'category'],
      ['district=Sabah', 'district'],
      ['type=lease', 'type'],
      ['sort=random', 'sort'],
      ['min_price=-1', 'min_price'],
      ['min_price=12.5', 'min_price'],
      ['max_price=lots', 'max_price'],
      ['min_price=5000&max_price=100', 'max_price'],
      ['max_price=99999999999999999999', 'max_price'],
      ['category=drones&category=sports', 'category'],
    ])('%s', async (query, field) => {
      const r = await search(query);
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.errors ?? {})).toContain(field);
    });

    it.each([
      "q=' OR 1=1 --",
      'q=camera:* | !',
      'q=%F0%9F%93%B7%20camera',
      'q=a&b=c&unknown=1',
      `q=${'camera '.repeat(25)}`,
      'q=%E5%86%99%E7%9C%9F%E6%A9%9F',
      'q=\\\\',
      'q=ab',
    ])('answers %s without failing', async (query) => {
      expect((await search(query)).status).toBeLessThan(500);
    });
  });
});

describe('spelling: words are corrected against title words before the full-text search', () => {
  const s = useTestApp();
  let owner: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    owner = await insertUser(s.db, { name: 'Aminah Salleh', verification_status: 'approved' });
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    const listings: Array<[string, string, string]> = [
      ['Two-person sea kayak with paddles', 'Stable and dry, for the Tutong river.', 'sports'],
      ['Epson mini projector', 'Bright enough for a garden movie night.', 'projectors-screens'],
      ['BenQ 4K projector with screen', 'Ceiling mount included.', 'projectors-screens'],
      ['Folding craft table', 'Good for a school project or any one-off project.', 'home-office-garden'],
      ['Laser level', 'Ideal for a DIY project at home.', 'home-office-garden'],
      ['Baby stroller', 'Folds flat.', 'kids-baby'],
      ['Wireless game controller', 'For the console.', 'electronics'],
      ['Wedding dress, ivory', 'Worn once.', 'clothing'],
      ['Bouncy castle', 'Free on Wednesdays and weekends.', 'party-events'],
      ['Canon EOS R6 camera body', 'Two batteries.', 'film-photography'],
      ['Confetti cannon', 'Ten refills.', 'party-events'],
      ['Mirrorless camera bag', 'Fits a body and two lenses.', 'film-photography'],
      ['Camping lantern', 'Bright, with a tripod thread for a camera mount.', 'holiday-travel'],
    ];
    for (const [i, [title, description, category]] of listings.entries())
      await insertItem(s.db, owner.id, { title, description, category, created_at: day(i + 1) });
  });

  const titles = async (query: string) => {
    const res = await s.app.inject({ method: 'GET', url: `/api/items/search?${query}` });
    expect(res.statusCode, query).toBe(200);
    return (res.json() as Result).items.map((i) => i.title);
  };

  it("corrects a short word by one edit: 'kayk' finds the kayak", async () => {
    expect(await titles('q=kayk')).toEqual(['Two-person sea kayak with paddles']);
  });

  it("corrects instead of widening: 'projecter' finds projectors, not every 'project'", async () => {
    expect((await titles('q=projecter')).sort()).toEqual([
      'BenQ 4K projector with screen',
      'Epson mini projector',
    ]);
    // A real word is searched as it is (and as the start of a longer one, 'projector').
    expect(await titles('q=project')).toHaveLength(4);
  });

  it('takes the closest correction only: strolller is a stroller, not a controller', async () => {
    expect(await titles('q=strolller')).toEqual(['Baby stroller']);
    expect(await titles('q=weding%20dres')).toEqual(['Wedding dress, ivory']);
  });

  it('never corrects a word that is in a title, or starts one', async () => {
    expect(await titles('q=canon')).toEqual(['Canon EOS R6 camera body']);
    expect(await titles('q=cannon')).toEqual(['Confetti cannon']);
    expect(await titles('q=lante')).toEqual(['Camping lantern']);
  });

  it('matches whole words by their stem, not every word sharing the stem as a prefix', async () => {
    // 'wedding' is stemmed to 'wed'; 'Wednesdays' must not match it.
    expect(await titles('q=wedding')).toEqual(['Wedding dress, ivory']);
    expect(await titles('q=weddings')).toEqual(['Wedding dress, ivory']);
  });

  it('ranks every word in the title first, newest first, then description matches, across pages', async () => {
    const all = ['Mirrorless camera bag', 'Canon EOS R6 camera body', 'Camping lantern'];
    expect(await titles('q=camera')).toEqual(all);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(...(await titles(`q=camera&per_page=1&page=${page}`)));
    expect(pages).toEqual(all);
    expect(await titles('q=camera&per_page=2&page=2')).toEqual(['Camping lantern']);
  });

  it('sorts by price the same whether the first rows by price hold the page or not', async () => {
    for (const [title, price] of [
      ['Racing drone', 1000],
      ['Camera drone', 3000],
      ['Mini drone', 2000],
    ] as const)
      await insertItem(s.db, owner.id, { title, category: 'drones', price_per_day: price });
    // Statistics: the search sizes its first look at the price index by the number of items.
    await s.db.execute(sql`analyze items`);
    await titles('q=drone');
    for (const [sort, expected] of [
      ['price_asc', ['Racing drone', 'Mini drone', 'Camera drone']],
      ['price_desc', ['Camera drone', 'Mini drone', 'Racing drone']],
    ] as const) {
      expect(await titles(`q=drone&sort=${sort}`)).toEqual(expected);
      const pages = [];
      for (const page of [1, 2, 3])
        pages.push(...(await titles(`q=drone&sort=${sort}&per_page=1&page=${page}`)));
      expect(pages, sort).toEqual(expected);
    }
  });

  it('shows a listing, a change and an owner being disabled in the very next search', async () => {
    const count = async () => {
      const res = await s.app.inject({ method: 'GET', url: '/api/items/search?q=trampoline' });
      const body = res.json() as Result;
      return [body.total, body.counts.sports];
    };
    expect(await count()).toEqual([0, 0]);
    const item = await insertItem(s.db, owner.id, { title: 'Garden trampoline', category: 'sports' });
    expect(await count()).toEqual([1, 1]);
    expect(await titles('q=trampolin')).toEqual(['Garden trampoline']);
    await s.db.update(items).set({ category: 'kids-baby' }).where(eq(items.id, item.id));
    expect(await count()).toEqual([1, 0]);
    await s.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, owner.id));
    expect(await count()).toEqual([0, 0]);
    await s.db.update(users).set({ disabled_at: null }).where(eq(users.id, owner.id));
    expect(await count()).toEqual([1, 0]);
  });
});

describe('choosing corrections', () => {
  const facts = (word: string, near: Array<[string, number]>): WordFacts => ({
    word,
    stop: false,
    stems: [word],
    known: false,
    near: near.map(([w, similarity]) => ({ word: w, similarity, stems: [w] })),
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('kayk', 'kayak')).toBe(1);
    expect(editDistance('dorne', 'drone')).toBe(1);
    expect(editDistance('strolller', 'controller')).toBe(4);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('keeps the fewest edits, then the most similar', () => {
    const f = facts('strolller', [
      ['stroller', 0.9],
      ['controller', 0.4],
    ]);
    expect(corrections(f).map((c) => c.word)).toEqual(['stroller']);
  });

  it('needs trigram similarity too: dorne is not guessed', () => {
    expect(corrections(facts('dorne', [['drone', 0.2]]))).toEqual([]);
  });

  it('allows one edit up to four letters', () => {
    expect(corrections(facts('kayk', [['kayak', 0.375]])).map((c) => c.word)).toEqual(['kayak']);
    expect(corrections(facts('kyk', [['kayak', 0.3]]))).toEqual([]);
  });

  it('never corrects a known word or a stop word', () => {
    expect(corrections({ ...facts('canon', [['cannon', 0.5]]), known: true })).toEqual([]);
    expect(corrections({ ...facts('the', [['then', 0.5]]), stop: true })).toEqual([]);
  });
});
