import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, notifications } from '../src/platform/db/schema';
import { person, type Person } from './checkout-fixtures';
import { bearer, emailsTo, insertUser, linkPath, login, useTestApp } from './helpers';
import { pickupRental, post } from './orders-steps';

/* Issue 24, item 3: a reported issue tells the seller and the admins the right thing. */

const t = useTestApp();
let buyer: Person;
let seller: Person;
let admin: Person;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Hakim Yusof');
  seller = await person(t.app, t.db, 'Siti Rahman');
  const staff = await insertUser(t.db, { name: 'Pinjam Staff', role_id: 2 });
  admin = { id: staff.id, email: staff.email, token: await login(t.app, staff.email) };
});

const report = (who: Person, orderId: number, type = 'damaged') =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/report-issue',
    headers: bearer(who.token),
    payload: { type, description: 'The tent pole snapped on the first night.', order_id: orderId },
  });

const feedOf = (userId: number, orderId: number) =>
  t.db
    .select()
    .from(activities)
    .where(and(eq(activities.user_id, userId), eq(activities.subject_id, orderId)))
    .orderBy(activities.id);

const bellOf = async (userId: number, orderId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.user_id, userId))).filter(
    (n) => (n.payload as { order_id?: number }).order_id === orderId,
  );

describe('given a pickup rental in use / when the renter reports "Damaged"', () => {
  it('the owner and the admins are told an issue was reported (activity, email, the bell’s order kind), nothing says handed over again', async () => {
    const orderId = await pickupRental(t, buyer, seller);
    expect((await post(t, seller, `/api/order/${orderId}/handed-over`)).statusCode).toBe(200);
    const bellBefore = await bellOf(seller.id, orderId);

    const res = await report(buyer, orderId);
    expect(res.statusCode, res.body).toBe(201);

    // Siti's feed: one "handed over" (hers, earlier), then the issue; no second hand-over.
    const sellerFeed = await feedOf(seller.id, orderId);
    expect(sellerFeed.filter((a) => a.kind === 'handed_over')).toHaveLength(1);
    expect(sellerFeed.at(-1)).toMatchObject({
      kind: 'issue_reported',
      data: { role: 'seller', type: 'damaged', reporter: 'buyer' },
    });
    // Hakim's feed keeps what he did; the admin's links to the admin's order page.
    expect((await feedOf(buyer.id, orderId)).at(-1)).toMatchObject({
      kind: 'issue_reported',
      data: { role: 'buyer', type: 'damaged', reporter: 'buyer' },
    });
    expect((await feedOf(admin.id, orderId)).at(-1)).toMatchObject({ kind: 'issue_reported' });
    const adminFeed = await t.app.inject({ url: '/api/activity/get', headers: bearer(admin.token) });
    expect(adminFeed.json().activity[0]).toMatchObject({
      kind: 'issue_reported',
      link: `/admin/orders/order/${orderId}`,
    });

    // The bell: one more entry of the order kind for Siti and for the admin; none for Hakim.
    expect(await bellOf(seller.id, orderId)).toHaveLength(bellBefore.length + 1);
    expect((await bellOf(seller.id, orderId)).at(-1)!.kind).toBe('order');
    expect((await bellOf(admin.id, orderId)).map((n) => n.kind)).toEqual(['order']);
    expect(await bellOf(buyer.id, orderId)).toEqual([]);

    // The emails say what was reported, and link to where each reader acts.
    const [sellerMail] = await emailsTo(t.db, seller.email);
    expect(sellerMail!.subject).toBe(`An issue was reported on order #${orderId}`);
    expect(sellerMail!.text).toContain('Hakim Yusof reported: Damaged');
    expect(linkPath(sellerMail!.text)).toBe(`/my-orders/order-details/${orderId}`);
    const [adminMail] = await emailsTo(t.db, admin.email);
    expect(adminMail!.subject).toBe(`An issue was reported on order #${orderId}`);
    expect(linkPath(adminMail!.text)).toBe(`/admin/orders/order/${orderId}`);
    expect((await emailsTo(t.db, buyer.email)).some((m) => m.subject.includes('issue was reported'))).toBe(
      false,
    );

    // The order's history names the step: reportIssue, the type as its note.
    const page = await t.app.inject({
      url: `/api/order/get-order/${orderId}`,
      headers: bearer(seller.token),
    });
    expect(page.json().order.history.at(-1)).toMatchObject({
      event: 'reportIssue',
      to_status: 'in_use',
      note: 'damaged',
    });
  });

  it('when the owner reports, the renter is told by email and activity, without a bell entry', async () => {
    const orderId = await pickupRental(t, buyer, seller);
    expect((await post(t, seller, `/api/order/${orderId}/handed-over`)).statusCode).toBe(200);
    expect((await report(seller, orderId, 'late_return')).statusCode).toBe(201);
    expect((await feedOf(buyer.id, orderId)).at(-1)).toMatchObject({
      kind: 'issue_reported',
      data: { role: 'buyer', type: 'late_return', reporter: 'seller' },
    });
    expect(await bellOf(buyer.id, orderId)).toEqual([]);
    const [mail] = await emailsTo(t.db, buyer.email);
    expect(mail!.text).toContain('Siti Rahman reported: Late return');
  });
});
