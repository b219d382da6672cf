import { randomUUID } from 'node:crypto';
import { errorBody, type EndpointDef } from '@pinjam/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from './checkout-fixtures';
import { endpoints, send, validInput, type Input, type Part } from './contract-inputs';
import {
  bearer,
  insertItem,
  insertUser,
  login,
  PASSWORD,
  pngImage,
  uniqueEmail,
  useTestApp,
} from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';

/*
 * The contract's auth levels, enforced: every endpoint of the contract, built from its schemas
 * with a valid request, sent by a visitor (no token), a user, another user where an id names
 * something the first user owns, and an admin. `none` never answers 401; `user` answers 401
 * without a token; `admin` answers 401 without one and 403 to a user; another user gets 404 or
 * 403, never the owner's private fields, and changes nothing. An endpoint added to the contract
 * is covered the day it is added: without a server route, or with the wrong guard, this fails.
 */

const t = useTestApp();

// ─── People and things ───────────────────────────────────────────────────────────────────────

type Person = Awaited<ReturnType<typeof insertUser>>;
let owner: Person;
let other: Person;
let admin: Person;
let buyer: Person;
let image: Buffer;

beforeAll(async () => {
  // Verified, so that listing or publishing an item for rent is allowed to its owner.
  owner = await insertUser(t.db, { name: 'Owner Matrix', verification_status: 'approved' });
  other = await insertUser(t.db, { name: 'Other Matrix', verification_status: 'approved' });
  admin = await insertUser(t.db, { name: 'Admin Matrix', role_id: 2, verification_status: 'approved' });
  buyer = await insertUser(t.db, { name: 'Buyer Matrix' });
  image = await pngImage(32, 32);
});

// Checkout and requests (issue 13): the owner buys another user's item; the requests named by
// `id` are pending ones the owner may answer (their item, rented by another) or cancel (theirs).
let forSale: number;
const requestIds: Record<string, number> = {};

async function pendingRequest(renter: Person, itemOwner: Person) {
  const item = await insertItem(t.db, itemOwner.id, { title: `Tent ${SECRET}` });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...bearer(await login(t.app, renter.email)), 'idempotency-key': randomUUID() },
    payload: {
      entries: [{ item_id: item.id, is_rental: true, quantity: 1, start_date: day(3), end_date: day(4) }],
      fulfilment: 'pickup',
      payment: { method: 'card', token: 'pm_card_visa' },
    },
  });
  return res.json<{ requests: Array<{ id: number }> }>().requests[0]!.id;
}

beforeAll(async () => {
  forSale = (
    await insertItem(t.db, other.id, { price_per_day: null, sale_price: 2500, starting_inventory: 99 })
  ).id;
  requestIds['POST /api/requests/:id/accept'] = await pendingRequest(other, owner);
  requestIds['POST /api/requests/:id/deny'] = await pendingRequest(other, owner);
  requestIds['GET /api/items/request-cancelled/:id'] = await pendingRequest(owner, other);
});

// Messages (issue 14): a conversation of the owner's with the buyer (so "another user" is not in
// it), with a message of the buyer's to read up to.
let conversationId: number;
let messageId: number;
const conversationEndpoints = new Set([
  'GET /api/messages/get-messages-for/:id',
  'POST /api/messages/read/:id',
  'GET /api/messages/delete-conversation/:id',
  'POST /api/notifications/deleteConversation/',
]);

beforeAll(async () => {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/messages/create-new-conversation',
    headers: bearer(await login(t.app, owner.email)),
    payload: { user_id: buyer.id },
  });
  conversationId = started.json<{ conversation: { id: number } }>().conversation.id;
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/messages/post',
    headers: bearer(await login(t.app, buyer.email)),
    payload: { conversation_id: conversationId, content: `Is it free? ${SECRET}` },
  });
  messageId = posted.json<{ message: { id: number } }>().message.id;
});

/** Text only the owner may see of a disabled item or of their account. */
const SECRET = 'owner-only-7c1f';

/** Endpoints whose `id` names a user rather than an item. */
const userIds = new Set(['GET /api/user/get-profile-data/:id', 'GET /api/rating/user/:id']);
/** The admin's users (decision 0041): they look at, disable and enable the buyer, never the owner. */
const adminUserIds = new Set([
  'GET /api/admin/get-user/:id',
  'GET /api/admin/disable-account/:id',
  'GET /api/admin/enable-account/:id',
]);

/**
 * Valid requests the owner's own call cannot turn into a success without an emailed link: the
 * statuses they answer instead (never 401 or 403).
 */
const cannotSucceed: Record<string, number[]> = {
  'GET /api/password/find/:token': [404],
  'POST /api/password/reset/': [404, 422],
  // The sandbox's card token and PayPal payment are made by a checkout the matrix does not run.
  'POST /api/payments/sandbox/cards/:token/confirm': [404],
  'GET /api/payments/sandbox/paypal/:payment_id': [404],
  'POST /api/payments/sandbox/paypal/:payment_id/approve': [404],
  'POST /api/payments/sandbox/paypal/:payment_id/cancel': [404],
  // A PayPal checkout of the owner's is made and approved in checkout-input.test.ts.
  'POST /api/checkout/paypal/:payment_id/confirm': [404],
  // The owner is verified already: a new submission is a 409 (verification.test.ts submits).
  'POST /api/user/verification': [409],
  // Nothing of the id's is pending review (verification.test.ts reviews).
  'GET /api/admin/approve/:id': [409],
  'POST /api/admin/reject/': [409],
  // The owner sells a paid delivery order here: handed over and returned are for pickup orders
  // in other statuses (409), and confirming receipt is the buyer's (403; orders-lifecycle.test.ts).
  'POST /api/order/:id/handed-over': [409],
  'POST /api/order/:id/returned': [409],
  'POST /api/order/:id/confirm-receipt': [403],
};

/** Endpoints whose `id` (or `order_id`) names an order of the owner's item, and its status. */
const orderEndpoints: Record<string, 'paid' | 'dispatched' | 'completed'> = {
  'GET /api/order/get-order/:id': 'paid',
  'POST /api/order/:id/cancel': 'paid',
  'POST /api/order/report-issue': 'dispatched',
  // Orders after paid (decision 0035).
  'POST /api/order/:id/handed-over': 'paid',
  'POST /api/order/:id/returned': 'paid',
  'POST /api/order/:id/confirm-receipt': 'paid',
  'POST /api/admin/orders/:id/resolve': 'paid',
  // The admin's orders (decision 0043).
  'GET /api/admin/get-order/:id': 'paid',
  'POST /api/admin/orders/:id/cancel': 'paid',
  // Ratings (issue 16): the owner, as the seller, rates the buyer of a completed order.
  'POST /api/rating/create': 'completed',
};

/** A paid order of the owner's item by a third user (so "another user" is a stranger to it). */
async function ownersOrder(itemId: number, status: 'paid' | 'dispatched' | 'completed') {
  const order = await paidOrder(t, { buyer, seller: owner, lines: [{ item_id: itemId }] });
  if (status !== 'paid') await setStatus(t, order.id, status);
  return order.id;
}

interface Thing {
  itemId: number;
  orderId?: number;
  imageId: number;
  version: number;
}

/** A fresh item of the owner's, with one image, for one endpoint's row of the matrix. */
async function ownersItem(): Promise<Thing> {
  const { id } = await insertItem(
    t.db,
    owner.id,
    { title: `Camera ${SECRET}`, description: `Kept in the cupboard ${SECRET}` },
    [{}],
  );
  const token = await login(t.app, owner.email);
  const res = await t.app.inject({ url: `/api/items/get-user-item/${id}`, headers: bearer(token) });
  const { item } = res.json<{ item: { images: Array<{ id: number }>; version: number } }>();
  return { itemId: id, imageId: item.images[0]!.id, version: item.version };
}

/** What the owner sees of the item: compared before and after another user's attempts. */
async function ownersView(itemId: number) {
  const token = await login(t.app, owner.email);
  const res = await t.app.inject({ url: `/api/items/get-user-item/${itemId}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.body };
}

/** Values only the test knows, by field name; the rest are drawn from the schemas. */
function samples(key: string, e: EndpointDef, thing: Thing): Record<string, unknown> {
  return {
    email: key === 'POST /api/auth/signup' ? uniqueEmail('matrix') : owner.email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    // Settings: the password change's current password, and bank details (issue 15).
    current_password: PASSWORD,
    accountNumber: '0012345678',
    id:
      requestIds[key] ??
      (userIds.has(key)
        ? owner.id
        : adminUserIds.has(key)
          ? buyer.id
          : orderEndpoints[key]
            ? thing.orderId
            : conversationEndpoints.has(key)
              ? conversationId
              : thing.itemId),
    order_id: thing.orderId,
    keep_images: String(thing.imageId),
    version: String(thing.version),
    title: 'Canon camera body',
    description: 'Two batteries and a charger.',
    category: 'film-photography',
    district: 'Brunei-Muara',
    condition: 'good',
    price_per_day: isJsonNumber(e) ? 4500 : '4500',
    starting_inventory: isJsonNumber(e) ? 2 : '2',
    token: 'Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdyYXVsdC1nYXJwbHk',
    // The sandbox's card form: a test card that is still valid.
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2040,
    cvc: '123',
    entries: [{ item_id: forSale, is_rental: false, quantity: 1 }],
    fulfilment: 'pickup',
    payment: { method: 'card', token: 'pm_card_visa' },
    payment_id: 'pay_matrix_unknown_0001',
    // Messages: the owner writes to the buyer in their conversation, about the owner's item.
    conversation_id: conversationId,
    user_id: buyer.id,
    item_id: thing.itemId,
    content: 'Is it still free on Saturday?',
    client_id: undefined,
    up_to: messageId,
    before: messageId,
    // Ratings: the seller's stars for the buyer; the seed's current_user left out (the session's).
    rating: 5,
    current_user: undefined,
    item_rating: undefined,
    item_content: undefined,
    // The admin's next payout date (issue 16): today or later.
    date: day(7),
    // The admin's password change (issue 17) keeps the admin's password as it is.
    newPassword: PASSWORD,
    newPassword_confirmation: PASSWORD,
    // An advert's slot (the advert named does not exist: 404 to the admin).
    position: isJsonNumber(e) ? 2 : '2',
    // A refund of the admin's payments (decision 0042): a cent of the payment the id names, if any.
    amount: 1,
  };
}
const isJsonNumber = (e: EndpointDef) => e.bodyType !== 'multipart';

function inputFor(key: string, e: EndpointDef, thing: Thing): Input {
  const pool = samples(key, e, thing);
  const input: Input = {};
  for (const part of ['params', 'query', 'body'] as Part[]) {
    // Only the samples the part has a field for.
    const fields = e[part] ? Object.keys(e[part]!.shape) : [];
    const own = Object.fromEntries(Object.entries(pool).filter(([k]) => fields.includes(k)));
    input[part] = validInput(e, part, own);
  }
  return input;
}

/** Whether the request names something the owner owns (an id in its params or body). */
const namesOwned = (e: EndpointDef) => Boolean(e.params?.shape.id ?? e.body?.shape.id);

// ─── Checks ──────────────────────────────────────────────────────────────────────────────────

const tally = { endpoints: 0, requests: 0, owned: 0 };
afterAll(() => {
  console.info(
    `authorization-matrix: ${tally.endpoints} endpoints, ${tally.requests} requests ` +
      `(${tally.owned} endpoints tried by another user on the owner's things)`,
  );
});

function where(key: string, who: string, res: LightMyRequestResponse) {
  return `${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** Never a 5xx; every refusal in the error shape. */
function wellFormed(key: string, who: string, res: LightMyRequestResponse) {
  expect(res.statusCode, where(key, who, res)).toBeLessThan(500);
  if (res.statusCode >= 400)
    expect(errorBody.safeParse(res.json()).success, `error shape: ${where(key, who, res)}`).toBe(true);
}

/** The contract's own answer to the rightful caller: its success status. */
function succeeds(key: string, e: EndpointDef, who: string, res: LightMyRequestResponse) {
  const allowed = cannotSucceed[key];
  if (e.status === 302) {
    expect(res.statusCode, where(key, who, res)).toBe(302);
    expect(res.headers.location, where(key, who, res)).toMatch(/^\//);
  } else if (allowed) expect(allowed, where(key, who, res)).toContain(res.statusCode);
  else expect(res.statusCode, where(key, who, res)).toBe(e.status ?? 200);
}

describe('every endpoint of the contract, by who calls it', () => {
  it.each(endpoints)('%s: the auth level holds, and nobody gets another user’s things', async (key, e) => {
    tally.endpoints++;
    // The server registers it (a path the router does not know answers 404 to everyone).
    // (Trailing slashes are optional to the router: the seed writes some, the server may not.)
    const routed = [e.path, e.path.replace(/\/$/, ''), `${e.path}/`].some((url) =>
      t.app.hasRoute({ method: e.method, url }),
    );
    expect(routed, `${key} has no server route`).toBe(true);

    const thing = await ownersItem();
    if (orderEndpoints[key]) thing.orderId = await ownersOrder(thing.itemId, orderEndpoints[key]);
    const call = async (who: string, token?: string) => {
      tally.requests++;
      const headers: Record<string, string> = e.headers ? { 'idempotency-key': randomUUID() } : {};
      const res = await send(t.app, e, inputFor(key, e, thing), { token, image, headers });
      wellFormed(key, who, res);
      return res;
    };

    // A visitor.
    const visitor = await call('a visitor');
    if (e.auth === 'none') {
      expect(visitor.statusCode, where(key, 'a visitor', visitor)).not.toBe(401);
      succeeds(key, e, 'a visitor', visitor);
    } else expect(visitor.statusCode, where(key, 'a visitor', visitor)).toBe(401);

    // A stale token: public endpoints are called without one, and the rest never treat it as
    // anyone (401 where a user is needed).
    const stale = await call('a revoked token', 'not-a-token');
    if (e.auth === 'none') expect(stale.statusCode, where(key, 'a revoked token', stale)).not.toBe(401);
    else expect(stale.statusCode, where(key, 'a revoked token', stale)).toBe(401);

    // Another user, on the owner's things: refused, shown nothing of them, changing nothing.
    if (e.auth !== 'none' && namesOwned(e)) {
      tally.owned++;
      const before = await ownersView(thing.itemId);
      const res = await call('another user', await login(t.app, other.email));
      expect([403, 404], where(key, 'another user', res)).toContain(res.statusCode);
      expect(res.body, where(key, 'another user', res)).not.toContain(SECRET);
      expect(res.body, where(key, 'another user', res)).not.toContain(owner.email);
      expect(await ownersView(thing.itemId), `${key}: another user changed the owner's item`).toEqual(before);
    }

    // A signed-in user: the owner of the things the request names.
    const user = await call('the owner', await login(t.app, owner.email));
    if (e.auth === 'admin') expect(user.statusCode, where(key, 'a user', user)).toBe(403);
    else succeeds(key, e, 'the owner', user);

    // An admin: every level is theirs (an admin is a user too), but not other people's things.
    const byAdmin = await call('an admin', await login(t.app, admin.email));
    expect(byAdmin.statusCode, where(key, 'an admin', byAdmin)).not.toBe(401);
    if (e.auth === 'admin' || !namesOwned(e)) {
      expect(byAdmin.statusCode, where(key, 'an admin', byAdmin)).not.toBe(403);
    } else if (e.auth === 'user') {
      expect(byAdmin.body, where(key, 'an admin', byAdmin)).not.toContain(owner.email);
    }
  });
});
