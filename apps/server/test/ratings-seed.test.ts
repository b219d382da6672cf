import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemo } from '../src/platform/db/seed';
import { bearer, login, useTestApp } from './helpers';
import { seedDemoDrawnOnce } from './demo-seed';

/* The demo's ratings (decision 0038): what /my-ratings and the profiles show on a first `npm start`. */

const t = useTestApp();

beforeAll(async () => {
  await seedDemoDrawnOnce(t);
  await seedDemo(t.db, t.app.storage); // a second boot adds nothing, and counts nothing twice
}, 120_000);

async function as(first: string) {
  const demo = DEMO_LOGINS.find((l) => l.email.startsWith(`${first}@`))!;
  const token = await login(t.app, demo.email, demo.password);
  const res = await t.app.inject({ url: '/api/rating/get/', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const me = await t.app.inject({ url: '/api/user/get/', headers: bearer(token) });
  return { ...res.json().ratings, id: me.json().user.id as number };
}

describe('the demo ratings', () => {
  it('show Siti one rating received and one order to rate, with Hakim’s rating of her still hidden', async () => {
    const siti = await as('siti');
    expect(siti.summary).toEqual({ average: 5, count: 1 });
    expect(siti.received).toHaveLength(1);
    expect(siti.to_give).toMatchObject([{ role: 'seller', other_rated: true }]);
    expect(siti.given.every((g: { published_at: string | null }) => g.published_at !== null)).toBe(true);
    const profile = await t.app.inject({ url: `/api/user/get-profile-data/${siti.id}` });
    expect(profile.json().user.rating).toEqual({ average: 5, count: 1 });
  });

  it('show Hakim his hidden ratings under Given and his own average', async () => {
    const hakim = await as('hakim');
    expect(hakim.summary).toEqual({ average: 5, count: 1 });
    const hidden = hakim.given.filter((g: { published_at: string | null }) => g.published_at === null);
    expect(hidden).toHaveLength(2);
    const reviews = await t.app.inject({ url: `/api/rating/user/${hakim.id}` });
    expect(reviews.json().reviews).toMatchObject([{ rating: 5, rater: { first_name: 'Siti' } }]);
  });
});

describe('the demo orders’ completion', () => {
  it('is one moment: the order’s status change, its history, its ledger posting and the ratings agree', async () => {
    const { rows } = await t.db.execute<{ id: number; changed: string; event: string; posted: string }>(sql`
      select o.id, o.status_changed_at::text as changed,
        (select min(created_at)::text from order_events where order_id = o.id and to_status = 'completed') as event,
        (select min(created_at)::text from ledger_entries where posting = 'order-' || o.id || ':completed') as posted
      from orders o where o.status = 'completed'`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows)
      expect(row, `order ${row.id}`).toMatchObject({ changed: row.posted, event: row.posted });
    // The ratings page dates the order as the ledger does, and it is still within the days to rate.
    const siti = await as('siti');
    const [toRate] = siti.to_give as Array<{ order_id: number; completed_at: string }>;
    const ledger = rows.find((r) => r.id === toRate!.order_id)!;
    expect(new Date(toRate!.completed_at).getTime()).toBe(new Date(ledger.posted).getTime());
  });
});
