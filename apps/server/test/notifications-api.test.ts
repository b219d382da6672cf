import { channels, realtimeEvents } from '@pinjam/api/contract';
import { notificationKinds } from '@pinjam/api/domain';
import { emptyNotifications } from '@pinjam/machines';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyAll } from '../src/modules/notifications';
import { notifications } from '../src/platform/db/schema';
import { bearer, insertItem, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';
import { paidOrder } from './orders-fixtures';

/*
 * The bell's calls (docs/product.md §3): unread messages grouped by conversation with the other
 * person, a count of every other kind, each clear call (the caller's rows only, ever), and the
 * realtime push notify() now makes for the bell's kinds.
 */

const t = useTestApp();
const call = caller(t);
const person = (name: string, values?: Parameters<typeof personOf>[2]) => personOf(t, name, values);

async function bell(who: Person) {
  const res = await call(who, 'GET', '/api/notifications/get');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications;
}

/** One open row of each kind but messages, `times` times over. */
async function ringEveryKind(userId: number, times = 1) {
  await t.db
    .insert(notifications)
    .values(
      Array.from({ length: times }, () =>
        notificationKinds.map((kind) => ({ user_id: userId, kind })),
      ).flat(),
    );
}

async function conversation(a: Person, b: Person) {
  const res = await call(a, 'POST', '/api/messages/create-new-conversation', { user_id: b.id });
  return res.json().conversation.id as number;
}
const post = (who: Person, id: number, content: string) =>
  call(who, 'POST', '/api/messages/post', { conversation_id: id, content });

const empty = emptyNotifications();

let siti: Person;
let hakim: Person;
let aminah: Person;

beforeAll(async () => {
  siti = await person('Siti Rahman');
  hakim = await person('Hakim Yusof');
  aminah = await person('Aminah Osman');
});

describe('the bell', () => {
  it('is empty for a new user', async () => {
    expect(await bell(await person('New Person'))).toEqual(empty);
  });

  it('groups unread messages by conversation, latest first, and counts each other kind', async () => {
    const withHakim = await conversation(hakim, siti);
    const withAminah = await conversation(aminah, siti);
    await post(hakim, withHakim, 'one');
    await post(hakim, withHakim, 'two');
    await post(aminah, withAminah, 'hello');
    await ringEveryKind(siti.id, 2);
    const got = await bell(siti);
    expect(got.conversations).toEqual([
      { person: { name: 'Aminah Osman', avatar: null }, count: 1, conversation_id: withAminah },
      { person: { name: 'Hakim Yusof', avatar: null }, count: 2, conversation_id: withHakim },
    ]);
    // toMatchObject: the verification entry also says its result (decision 0033).
    for (const kind of notificationKinds) expect(got[kind]).toMatchObject({ count: 2 });
    // The sender's own messages never ring their bell.
    expect((await bell(hakim)).conversations).toEqual([]);
  });

  it('clears a conversation when it is read, deleted, or cleared by deleteConversation', async () => {
    const a = await person('Reader A');
    const b = await person('Writer B');
    const c = await person('Writer C');
    const d = await person('Writer D');
    const [ab, ac, ad] = [await conversation(b, a), await conversation(c, a), await conversation(d, a)];
    for (const [who, id] of [
      [b, ab],
      [c, ac],
      [d, ad],
    ] as const)
      await post(who, id, 'ping');
    expect((await bell(a)).conversations).toHaveLength(3);

    expect((await call(a, 'POST', `/api/messages/read/${ab}`, {})).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/messages/delete-conversation/${ac}`)).statusCode).toBe(200);
    const cleared = await call(a, 'POST', '/api/notifications/deleteConversation/', { id: ad });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await bell(a)).conversations).toEqual([]);
    // Cleared from the bell, still unread in the list: the bell and the read marker are apart.
    const list = (await call(a, 'GET', '/api/messages/get')).json().user.conversations;
    expect(list.find((x: { id: number }) => x.id === ad).unread).toBe(1);

    // A new message rings again.
    await post(d, ad, 'again');
    expect((await bell(a)).conversations).toEqual([
      { person: { name: 'Writer D', avatar: null }, count: 1, conversation_id: ad },
    ]);
  });

  it('refuses deleteConversation for a conversation the caller is not in, and bad ids', async () => {
    const id = await conversation(hakim, siti);
    await post(hakim, id, 'for siti only');
    const res = await call(aminah, 'POST', '/api/notifications/deleteConversation/', { id });
    expect(res.statusCode).toBe(404);
    expect(
      (await bell(siti)).conversations.some((c: { conversation_id: number }) => c.conversation_id === id),
    ).toBe(true);
    expect(
      (await call(aminah, 'POST', '/api/notifications/deleteConversation/', { id: 'x' })).statusCode,
    ).toBe(422);
    expect((await call(aminah, 'POST', '/api/notifications/deleteConversation/', {})).statusCode).toBe(422);
  });
});

describe('the clear calls', () => {
  const calls = [
    ['requests', '/api/notifications/delete-requests'],
    ['requestAccepted', '/api/notifications/delete-requests-accepted'],
    ['requestDenied', '/api/notifications/delete-requests-denied'],
    ['requestCancelled', '/api/notifications/delete-requests-cancelled'],
    ['order', '/api/notifications/delete-order'],
    ['payout', '/api/notifications/delete-payout'],
  ] as const;

  it.each(calls)('clears %s for the caller only', async (kind, url) => {
    const me = await person(`Clear ${kind}`);
    const other = await person(`Other ${kind}`);
    await ringEveryKind(me.id);
    await ringEveryKind(other.id);
    const res = await call(me, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const mine = await bell(me);
    for (const k of notificationKinds) expect(mine[k], k).toMatchObject({ count: k === kind ? 0 : 1 });
    const theirs = await bell(other);
    for (const k of notificationKinds) expect(theirs[k], k).toMatchObject({ count: 1 });
    // The rows stay, cleared (the history of what was said).
    const open = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.user_id, me.id), eq(notifications.kind, kind), isNull(notifications.cleared_at)),
      );
    expect(open).toEqual([]);
  });

  it('delete-all clears every kind and every conversation, for the caller only', async () => {
    const me = await person('Dismiss All');
    const other = await person('Keeps Theirs');
    const id = await conversation(other, me);
    await post(other, id, 'hi');
    const back = await conversation(me, other);
    await post(me, back, 'hi back');
    await ringEveryKind(me.id);
    await ringEveryKind(other.id);
    const res = await call(me, 'GET', '/api/notifications/delete-all/');
    expect(res.statusCode, res.body).toBe(200);
    expect(await bell(me)).toEqual(empty);
    const theirs = await bell(other);
    expect(theirs.conversations).toHaveLength(1);
    for (const k of notificationKinds) expect(theirs[k]).toMatchObject({ count: 1 });
  });

  it('answers 401 without a token', async () => {
    for (const [, url] of calls) expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/notifications/get' })).statusCode).toBe(401);
  });
});

describe('notify() pushes the bell’s kinds', () => {
  it('publishes each bell notice on its channel once the transaction commits, in one batch', async () => {
    const publishInTx = vi.spyOn(t.app.realtime, 'publishInTx');
    try {
      const buyer = await person('Push Buyer');
      const seller = await person('Push Seller');
      const item = await insertItem(t.db, seller.id, { price_per_day: null, sale_price: 2500 });
      const order = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id }] });
      publishInTx.mockClear();
      await t.db.transaction((tx) =>
        notifyAll(t.app, tx, [
          { userId: seller.id, kind: 'order', payload: { order_id: order.id } },
          { userId: buyer.id, kind: 'receipt', payload: { order_id: order.id } },
        ]),
      );
      expect(publishInTx).toHaveBeenCalledTimes(1);
      expect(publishInTx.mock.calls[0]![1]).toEqual([
        { channel: channels.order(seller.id), event: realtimeEvents.newOrder, data: { order_id: order.id } },
      ]);
    } finally {
      publishInTx.mockRestore();
    }
  });

  it('pushes a new request to the owner when a checkout makes one', async () => {
    const publishInTx = vi.spyOn(t.app.realtime, 'publishInTx');
    try {
      const owner = await person('Request Owner');
      const renter = await person('Request Renter');
      const item = await insertItem(t.db, owner.id, { price_per_day: 1500 });
      const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...bearer(renter.token), 'idempotency-key': crypto.randomUUID() },
        payload: {
          entries: [{ item_id: item.id, is_rental: true, quantity: 1, start_date: day(3), end_date: day(4) }],
          fulfilment: 'pickup',
          payment: { method: 'card', token: 'pm_card_visa' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const requestId = res.json().requests[0].id;
      const events = publishInTx.mock.calls.flatMap((c) => c[1]);
      expect(events).toContainEqual({
        channel: channels.request(owner.id),
        event: realtimeEvents.newRequest,
        data: { request_id: requestId },
      });
      expect((await bell(owner)).requests).toEqual({ count: 1 });
    } finally {
      publishInTx.mockRestore();
    }
  });
});
