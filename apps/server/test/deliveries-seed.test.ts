import type { DeliveryLeg } from '@pinjam/api/contract';
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { listLegs } from '../src/modules/deliveries/deliveries.repository';
import * as schema from '../src/platform/db/schema';
import { DEMO_LOGINS, seedDemo } from '../src/platform/db/seed';
import { deliveryLegs } from '../src/platform/db/schema';
import { bearer, login, useTestApp } from './helpers';
import { seedDemoDrawnOnce } from './demo-seed';

/*
 * The demo's delivery trips: what the admin's board shows on `npm start`, seeded once; and the
 * board's statements planned on that database with sequential scans priced out: each by index.
 */

const t = useTestApp();

beforeAll(async () => {
  await seedDemoDrawnOnce(t);
  await seedDemo(t.db, t.app.storage); // a second boot adds nothing
}, 120_000);

describe('the demo deliveries', () => {
  it('give every delivery order its legs, once', async () => {
    const legs = await t.db.select().from(deliveryLegs);
    const keys = legs.map((l) => `${l.order_id}:${l.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(legs.length).toBeGreaterThan(0);
  });

  it('fill the admin’s board with open trips of today and tomorrow, Hakim’s address and telephone', async () => {
    const admin = DEMO_LOGINS.find((l) => l.role === 'admin')!;
    const token = await login(t.app, admin.email, admin.password);
    const res = await t.app.inject({ url: '/api/admin/get-deliveries', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<{ deliveries: DeliveryLeg[] }>().deliveries;
    const today = todayInBrunei();
    const tomorrow = addDays(today, 1);
    expect(board.some((l) => l.scheduled_for === tomorrow && l.status === 'scheduled')).toBe(true);
    expect(board.every((l) => l.status !== 'completed')).toBe(true);
    const hakims = board.find((l) => l.customer.name === 'Hakim Yusof')!;
    expect(hakims.customer.telephone).toBeTruthy();
    expect(hakims.customer.address.address_line_1).toBeTruthy();
    // Delivered trips are done: the iPad (delivered), the camera's outbound leg (in use).
    const all = await t.app.inject({
      url: '/api/admin/get-deliveries?state=completed',
      headers: bearer(token),
    });
    expect(all.json<{ deliveries: DeliveryLeg[] }>().deliveries.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the board’s statements', () => {
  /** The statements listLegs sends, each planned with its parameters in place. */
  async function plansOf(filter: Parameters<typeof listLegs>[1]) {
    const sent: Array<{ query: string; params: unknown[] }> = [];
    // The app's own pool (drizzle keeps it as $client; the Db type does not name it).
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const logging = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => void sent.push({ query, params }) },
    });
    await listLegs(logging, filter, todayInBrunei());
    const plans: string[] = [];
    for (const { query, params } of sent) {
      const text = query.replace(/\$(\d+)/g, (_, n: string) => {
        const value = params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
      });
      plans.push(
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${text}`));
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        }),
      );
    }
    return plans;
  }
  const seqScans = (plans: string[]) =>
    plans.flatMap((p) => [...p.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]));

  it('open legs by date: delivery_legs_open_date_idx; one state: delivery_legs_status_date_idx', async () => {
    const open = await plansOf({ state: 'open' });
    expect(seqScans(open)).toEqual([]);
    expect(open[0]).toContain('delivery_legs_open_date_idx');
    const notified = await plansOf({ state: 'notified', district: 'Brunei-Muara' });
    expect(seqScans(notified)).toEqual([]);
    expect(notified[0]).toContain('delivery_legs_status_date_idx');
  });
});
