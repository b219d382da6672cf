import type { DeliveryLeg } from '@pinjam/api/contract';
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemo } from '../src/platform/db/seed';
import { deliveryLegs } from '../src/platform/db/schema';
import { bearer, login, useTestApp } from './helpers';

/* The demo's delivery trips: what the admin's board shows on `npm start`, seeded once. */

const t = useTestApp();

beforeAll(async () => {
  await seedDemo(t.db, t.app.storage);
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
