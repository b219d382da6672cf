import type { ActivityEntry } from '@pinjam/api/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemo } from '../src/platform/db/seed';
import { bearer, login, useTestApp } from './helpers';
import { seedDemoDrawnOnce } from './demo-seed';

/* The demo users' feeds, made from the demo's rows: what /my-activity and the dashboard show at once. */

const t = useTestApp();

beforeAll(async () => {
  await seedDemoDrawnOnce(t);
  await seedDemo(t.db, t.app.storage); // a second boot adds nothing
}, 120_000);

async function feedOf(first: string) {
  const demo = DEMO_LOGINS.find((l) => l.email.startsWith(`${first}@`))!;
  const token = await login(t.app, demo.email, demo.password);
  const res = await t.app.inject({ url: '/api/activity/get', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ activity: ActivityEntry[]; has_more: boolean }>();
}

describe('the demo activity', () => {
  it('is seeded once: no user has the same kind about the same subject twice', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select 1 from activities group by user_id, kind, subject_type, subject_id having count(*) > 1) d`);
    expect(rows[0]!.n).toBe(0);
  });

  it('fills Siti’s and Hakim’s feeds with their listings, requests and orders, each with a link', async () => {
    for (const first of ['siti', 'hakim']) {
      const { activity, has_more } = await feedOf(first);
      expect(activity.length).toBeGreaterThan(5);
      expect(has_more).toBe(true);
      const kinds = new Set(activity.map((e) => e.kind));
      expect([...kinds].some((k) => k.startsWith('order_') || k.startsWith('request_'))).toBe(true);
      for (const entry of activity)
        expect(entry.link).toMatch(/^\/(view-item|my-orders|my-requests|customer-requests)/);
      // Newest first by id is newest first by moment too, and nothing is dated later than now.
      const times = activity.map((e) => Date.parse(e.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.now() + 60_000);
    }
  });

  it('says which orders are rentals, and records their hand-over as the modules do', async () => {
    const { activity } = await feedOf('hakim');
    const orderLines = activity.filter((e) => e.subject?.type === 'order');
    const kinds = new Set(orderLines.map((e) => e.data.order_kind));
    expect(kinds).toEqual(new Set(['rental', 'purchase']));
    expect(activity.map((e) => e.kind)).toContain('handed_over');
  });

  it('shows Siti a dashboard with listings and earnings', async () => {
    const demo = DEMO_LOGINS.find((l) => l.email.startsWith('siti@'))!;
    const token = await login(t.app, demo.email, demo.password);
    const res = await t.app.inject({ url: '/api/user/stats', headers: bearer(token) });
    const { member } = res.json();
    expect(member.listings.active).toBeGreaterThan(0);
    expect(member.earnings.some((m: { amount: number }) => m.amount > 0)).toBe(true);
  });
});
