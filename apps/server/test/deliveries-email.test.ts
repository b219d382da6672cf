import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryLegs } from '../src/platform/db/schema';
import { bearer, insertItem, insertUser, login } from './helpers';
import { paidOrder } from './orders-fixtures';
import { useSmtpTestApp } from './smtp-fixtures';

// The leg actions' emails as they leave the server, over SMTP to a server on loopback: notify
// and remind send one each, a second press none (decision 0036).

const { t, inbox } = useSmtpTestApp();

/** The subjects of what reached `email`. */
const subjectsTo = (email: string) =>
  inbox.filter((m) => m.to.includes(email)).map((m) => /^Subject: (.*)\r?$/m.exec(m.text)?.[1]?.trim());

describe('the leg actions’ emails over SMTP', () => {
  it('notify and remind send one email each to the renter; pressing twice sends nothing more', async () => {
    const renter = await insertUser(t.db, { name: 'Hakim Mail' });
    const owner = await insertUser(t.db, { name: 'Siti Mail', verification_status: 'approved' });
    const admin = await insertUser(t.db, { role_id: 2 });
    const token = await login(t.app, admin.email);
    const item = await insertItem(t.db, owner.id, { title: 'Sea kayak' });
    const order = await paidOrder(t, {
      buyer: renter,
      seller: owner,
      kind: 'rental',
      lines: [{ item_id: item.id, title: 'Sea kayak' }],
      start_date: '2030-04-01',
      end_date: '2030-04-03',
    });
    const [, back] = await t.db
      .select()
      .from(deliveryLegs)
      .where(eq(deliveryLegs.order_id, order.id))
      .orderBy(asc(deliveryLegs.kind));
    await t.app.mailer.flush();
    const before = subjectsTo(renter.email).length;

    const press = (action: string) =>
      t.app.inject({ url: `/api/admin/${action}-delivery/${back!.id}`, headers: bearer(token) });
    const notified = await Promise.all([press('notify'), press('notify')]);
    expect(notified.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await press('remind')).statusCode).toBe(200);
    expect((await press('remind')).statusCode).toBe(409);
    await t.app.mailer.flush();

    // The mail job sends them side by side: in no set order.
    expect(subjectsTo(renter.email).slice(before).sort()).toEqual([
      `Order #${order.id}: collection on 03 Apr 2030`,
      `Reminder: order #${order.id}'s collection is on 03 Apr 2030`,
    ]);
    expect(subjectsTo(owner.email).filter((s) => s?.includes('collection'))).toEqual([]);
  });

  it('completing the legs tells both sides the rental started, then that it came back', async () => {
    const renter = await insertUser(t.db, { name: 'Renter Legs' });
    const owner = await insertUser(t.db, { name: 'Owner Legs', verification_status: 'approved' });
    const admin = await insertUser(t.db, { role_id: 2 });
    const token = await login(t.app, admin.email);
    const item = await insertItem(t.db, owner.id, { title: 'Camping stove' });
    const order = await paidOrder(t, {
      buyer: renter,
      seller: owner,
      kind: 'rental',
      lines: [{ item_id: item.id, title: 'Camping stove' }],
      start_date: '2030-05-01',
      end_date: '2030-05-02',
    });
    const [out, back] = await t.db
      .select()
      .from(deliveryLegs)
      .where(eq(deliveryLegs.order_id, order.id))
      .orderBy(asc(deliveryLegs.kind));
    const complete = (id: number) =>
      t.app.inject({ url: `/api/admin/complete-delivery/${id}`, headers: bearer(token) });
    expect((await complete(out!.id)).statusCode).toBe(200);
    expect((await complete(back!.id)).statusCode).toBe(200);
    await t.app.mailer.flush();
    for (const email of [renter.email, owner.email])
      expect(subjectsTo(email)).toEqual(
        expect.arrayContaining([
          `Order #${order.id}: the rental has started`,
          `Order #${order.id} has been returned`,
        ]),
      );
  });
});
