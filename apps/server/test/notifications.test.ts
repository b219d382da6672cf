import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications';
import { notifications, outbox, rentalRequests } from '../src/platform/db/schema';
import { emailsTo, insertItem, insertUser, useTestApp } from './helpers';
import { paidOrder } from './orders-fixtures';

/*
 * notify(app, tx, user, kind, payload): the bell's row for the seed's kinds, and an email with a
 * link to the page where the reader acts, both inside the caller's transaction.
 */

const t = useTestApp();
type Person = Awaited<ReturnType<typeof insertUser>>;
let renter: Person;
let owner: Person;
let requestId: number;
let orderId: number;

beforeAll(async () => {
  renter = await insertUser(t.db, { name: 'Hakim Yusof' });
  owner = await insertUser(t.db, { name: 'Siti <b>Rahman</b>', verification_status: 'approved' });
  const item = await insertItem(t.db, owner.id, { title: 'Canon & Sons tripod', price_per_day: 1500 });
  const order = await paidOrder(t, {
    buyer: renter,
    seller: owner,
    kind: 'rental',
    lines: [{ item_id: item.id, title: 'Canon & Sons tripod', unit_price: 4500 }],
  });
  requestId = order.request_id!;
  orderId = order.id;
  await t.db.update(rentalRequests).set({ reason: 'Away that week' }).where(eq(rentalRequests.id, requestId));
});

const tell = (
  userId: number,
  kind: Parameters<typeof notify>[3],
  payload: { request_id: number } | { order_id: number },
) => t.db.transaction((tx) => notify(t.app, tx, userId, kind, payload as never));

async function lastEmail(to: string) {
  const [mail] = await emailsTo(t.db, to);
  return mail!;
}

const bell = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.user_id, userId))).map((n) => n.kind);

describe('rental request kinds', () => {
  it.each([
    [
      'requests',
      'owner',
      'New rental request: Canon & Sons tripod',
      '/customer-requests',
      'Hakim Yusof would like to rent',
    ],
    [
      'requestAccepted',
      'renter',
      'Request accepted: Canon & Sons tripod',
      '/my-orders/order-details/',
      'accepted your request',
    ],
    [
      'requestDenied',
      'renter',
      'Request declined: Canon & Sons tripod',
      '/my-requests',
      'Their reason: Away that week',
    ],
    [
      'requestCancelled',
      'owner',
      'Request cancelled: Canon & Sons tripod',
      '/customer-requests',
      'Hakim Yusof cancelled',
    ],
    ['requestExpired', 'renter', 'Request expired: Canon & Sons tripod', '/my-requests', 'expired before'],
  ] as const)('%s emails the %s with a link to the right page', async (kind, who, subject, path, words) => {
    const person = who === 'owner' ? owner : renter;
    await tell(person.id, kind, { request_id: requestId });
    const mail = await lastEmail(person.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`http://pinjam.test${path}`);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain('05 Mar 2030 to 07 Mar 2030 (3 days)');
  });

  it('records the seed’s kinds on the bell, and none for an expiry', async () => {
    expect(await bell(owner.id)).toEqual(expect.arrayContaining(['order', 'requests', 'requestCancelled']));
    expect(await bell(renter.id)).toEqual(expect.arrayContaining(['requestAccepted', 'requestDenied']));
    expect(await bell(renter.id)).not.toContain('requestExpired');
  });
});

describe('order kinds', () => {
  it('the seller’s "order paid" and the buyer’s receipt link to their pages', async () => {
    const mails = await t.db.select().from(outbox);
    const paid = mails.find((m) => m.subject === `Order #${orderId} has been paid for`)!;
    expect(paid.to).toBe(owner.email);
    expect(paid.text).toContain('http://pinjam.test/customer-orders');
    const receipt = mails.find((m) => m.subject === `Your Pinjam receipt for order #${orderId}`)!;
    expect(receipt.to).toBe(renter.email);
    expect(receipt.text).toContain(`http://pinjam.test/my-orders/order-invoice/${orderId}`);
    expect(receipt.text).toContain('Visa 4242');
  });

  it('escapes the users’ own words in the HTML part', async () => {
    await tell(owner.id, 'order', { order_id: orderId });
    const mail = await lastEmail(owner.email);
    expect(mail.html).toContain('Canon &amp; Sons tripod');
    expect(mail.html).not.toContain('<b>Rahman</b>');
    expect(mail.text).toContain('Hi Siti,');
  });

  it('are delivered by the mail job', async () => {
    await t.app.mailer.flush();
    const unsent = (await t.db.select().from(outbox)).filter((m) => !m.sent_at);
    expect(unsent).toEqual([]);
  });
});
