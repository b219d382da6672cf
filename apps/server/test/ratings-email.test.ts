import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingReminderSweep } from '../src/modules/ratings/jobs';
import { orders, remindersSent } from '../src/platform/db/schema';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  insertItem,
  insertUser,
  login,
  type TestApp,
} from './helpers';
import { paidOrder } from './orders-fixtures';

/*
 * The reminder to rate (decision 0038): three days after completion, once, to each side that has
 * not rated, with a link to the order's rating form; delivered over a real SMTP server.
 */

interface Received {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable, which nodemailer uses for lines longer than 76 characters. */
const decode = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: SMTPServer;
let t: TestApp;
let dropDatabase: () => Promise<void>;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  t = await buildTestApp(database.url, { smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t?.close();
  await dropDatabase?.();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

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
    .map((m) => decode(m.raw))
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
