import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ratingReminderSweep } from '../src/modules/ratings/jobs';
import { orders, remindersSent } from '../src/platform/db/schema';
import { bearer, insertItem, insertUser, login } from './helpers';
import { paidOrder } from './orders-fixtures';
import { useSmtpTestApp } from './smtp-fixtures';

/*
 * The reminder to rate (decision 0038): three days after completion, once, to each side that has
 * not rated, with a link to the order's rating form; delivered over a real SMTP server.
 */

const { t, inbox } = useSmtpTestApp();

const DAY = 24 * 3600_000;
const sweep = () => t.db.transaction((tx) => t.app.jobs.sendInTx(tx, ratingReminderSweep, {}));
const runAt = async (at: Date) => {
  await sweep();
  await t.app.jobs.runDue(undefined, { now: () => at });
  await t.app.mailer.flush();
};
/** The reminders a person was sent (the order's receipt and sale emails are not). */
const mailsTo = (email: string) =>
  inbox
    .filter((m) => m.to.includes(email))
    .map((m) => m.text)
    .filter((raw) => /^Subject: How did it go/m.test(raw));

describe('the reminder to rate', () => {
  it('given an order completed three days ago / each side that has not rated gets one email with the link, once', async () => {
    const buyer = await insertUser(t.db, { name: 'Hakim Yusof' });
    const seller = await insertUser(t.db, { name: 'Siti Rahman' });
    const item = await insertItem(t.db, seller.id, { title: 'Sea kayak', sale_price: 50000 });
    const order = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id, title: 'Sea kayak' }] });
    const completedAt = new Date();
    await t.db
      .update(orders)
      .set({ status: 'completed', status_changed_at: completedAt })
      .where(eq(orders.id, order.id));
    // The seller rates at once: only the buyer is reminded.
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/rating/create',
      headers: bearer(await login(t.app, seller.email)),
      payload: { order_id: order.id, rating: 5 },
    });
    expect(rated.statusCode).toBe(201);

    // Two days on: too early.
    await runAt(new Date(completedAt.getTime() + 2 * DAY));
    expect(mailsTo(buyer.email)).toEqual([]);

    // Three days on, and again an hour later: one email.
    await runAt(new Date(completedAt.getTime() + 3 * DAY + 60_000));
    await runAt(new Date(completedAt.getTime() + 3 * DAY + 3600_000));
    const mails = mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: How did it go with Siti Rahman\?\r?$/m);
    expect(mails[0]).toContain(`http://pinjam.test/my-ratings?order=${order.id}`);
    expect(mails[0]).toContain('"Sea kayak"');
    expect(mailsTo(seller.email)).toEqual([]);
    const sent = await t.db.select().from(remindersSent).where(eq(remindersSent.order_id, order.id));
    expect(sent).toMatchObject([{ kind: 'rate', user_id: buyer.id }]);
  });
});
