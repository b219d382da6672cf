import {
  buildPath,
  categorySlugs,
  contract,
  districts,
  errorBody,
  itemConditions,
  searchSorts,
  type EndpointDef,
} from '@pinjam/api/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, scaleLimits } from '../src/env';
import {
  bearer,
  type FileInput,
  insertItem,
  insertUser,
  login,
  multipart,
  PASSWORD,
  pngImage,
  uniqueEmail,
  useTestApp,
} from './helpers';

/*
 * Hostile text against every endpoint of the contract. Each field of its params, query and body
 * in turn gets control characters, broken UTF-16, invisible-only text, direction overrides, huge
 * strings, paths, SQL and non-canonical numbers, the other fields valid (fast-check draws them
 * from the samples below, and adds random strings). Nothing may answer 5xx; every refusal has
 * the error shape; wherever the contract refuses the value the server answers 422 naming the
 * field; and, whatever the contract says, control characters, lone surrogates and
 * non-canonical numbers are refused. An endpoint added to the contract is fuzzed the day it is
 * added: a field with no sample fails the test, asking for one.
 */

// Rate limits off in effect: thousands of refusals from one address are the point here.
const t = useTestApp({ rateLimits: scaleLimits(defaultRateLimits, 10_000) });

// ─── Callers and valid values ────────────────────────────────────────────────────────────────

let owner: Awaited<ReturnType<typeof insertUser>>;
let itemId: number;
/** items.delete's own item: a drawn value may spell its id and delete it. */
let doomedId: number;
let imageId: number;
/** The item's version, followed as edits move it on (an edit from an older one is a 409). */
let itemVersion: number;
let tokens: Record<'user' | 'admin', string>;
let image: Buffer;
let friend: Awaited<ReturnType<typeof insertUser>>;
let conversationId: number;
let messageId: number;
/** The admin's users (decision 0041): a member of their own to look at, disable and enable. */
let memberId: number;
/** Endpoints whose `id` names a conversation. */
const conversationKeys = [
  'messages.thread',
  'messages.read',
  'messages.remove',
  'notifications.clearConversation',
];

beforeAll(async () => {
  owner = await insertUser(t.db, { name: 'Siti Fuzz', verification_status: 'approved' });
  const admin = await insertUser(t.db, { role_id: 2 });
  memberId = (await insertUser(t.db, { name: 'Dayang Fuzz' })).id;
  itemId = (await insertItem(t.db, owner.id, {}, [{}])).id;
  doomedId = (await insertItem(t.db, owner.id)).id;
  tokens = { user: await login(t.app, owner.email), admin: await login(t.app, admin.email) };
  const own = await t.app.inject({ url: `/api/items/get-user-item/${itemId}`, headers: bearer(tokens.user) });
  imageId = own.json().item.images[0].id;
  itemVersion = own.json().item.version;
  image = await pngImage(16, 16);
  // Messages (issue 14): a conversation of the owner's with a friend, and a message in it.
  friend = await insertUser(t.db, { name: 'Hakim Fuzz' });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/messages/create-new-conversation',
    headers: bearer(tokens.user),
    payload: { user_id: friend.id },
  });
  conversationId = started.json().conversation.id;
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/messages/post',
    headers: bearer(tokens.user),
    payload: { conversation_id: conversationId, content: 'Is it free on Saturday?' },
  });
  messageId = posted.json().message.id;
});

/** A day the search accepts (today or later, within two years). */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Valid values of each field by name; the first is non-empty (hostile characters go inside it). */
function samples(key: string): Record<string, () => unknown[]> {
  return {
    email: key === 'auth.signup' ? () => [uniqueEmail('fuzz')] : () => [owner.email],
    name: () => ['Nurul Aini', 'Haji Awang bin Osman'],
    password: () => [PASSWORD],
    password_confirmation: () => [PASSWORD],
    token: () => ['Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdyYXVsdC1nYXJwbHk'],
    id: () => [
      key === 'profiles.get'
        ? owner.id
        : key.startsWith('adminUsers.')
          ? memberId
          : key === 'items.delete'
            ? doomedId
            : conversationKeys.includes(key)
              ? conversationId
              : itemId,
    ],
    title: () => ['Canon camera body', 'Sea kayak with paddles', 'كاميرا كانون'],
    description: () => ['Two batteries and a charger.', 'Line one\nLine two', ''],
    category: () => [...categorySlugs],
    district: () => [...districts],
    condition: () => [...itemConditions],
    price_per_day: () => ['4500', '100'],
    price_per_week: () => ['20000'],
    deposit: () => ['10000', '0'],
    min_days: () => ['1', '2'],
    max_days: () => ['30', '7'],
    sale_price: () => ['250000', '999'],
    starting_inventory: () => ['3', '1'],
    keep_images: () => [String(imageId)],
    version: () => [String(itemVersion)],
    q: () => ['camera', 'kayak paddles'],
    date: () => [nextWeek()],
    type: () => (key === 'orders.reportIssue' ? ['damaged', 'other'] : ['rent', 'buy']),
    min_price: () => ['100', '0'],
    max_price: () => ['500000'],
    sort: () =>
      key.startsWith('adminOrders.')
        ? ['created_at', 'total', 'status']
        : key.startsWith('adminPayments.')
          ? ['created_at', 'amount']
          : key.startsWith('adminUsers.')
            ? ['name', 'email', 'created_at']
            : [...searchSorts],
    page: () => ['1', '2'],
    per_page: () => ['24', '10'],
    // The sandbox's card form (a leading 0 keeps the cvc a string in JSON) and PayPal page.
    number: () => ['4242 4242 4242 4242', '4000002760003184'],
    exp_month: () => ['12'],
    exp_year: () => ['2040'],
    cvc: () => ['0123'],
    approve: () => [true, false],
    payment_id: () => ['pay_fuzz'],
    // Commerce: the owner's own item (refused after validation: nothing is bought or charged).
    entries: () => [
      [{ item_id: itemId, is_rental: false, quantity: 1 }],
      [{ item_id: itemId, is_rental: true, quantity: 1, start_date: nextWeek(), end_date: nextWeek() }],
    ],
    fulfilment: () => ['pickup', 'delivery'],
    address: () => [
      { address_line_1: 'Simpang 32, Jalan Gadong', district: 'Brunei-Muara', telephone: '+673 712 3456' },
    ],
    payment: () => [{ method: 'card', token: 'pm_card_visa' }, { method: 'paypal' }],
    reason: () =>
      key === 'adminOrders.cancel'
        ? ['The buyer asked us to cancel.']
        : ['The camera is away for repair that week.', ''],
    status: () =>
      key.startsWith('adminOrders.')
        ? ['paid', 'cancelled']
        : key.startsWith('adminPayments.')
          ? ['captured', 'refunded']
          : ['paid', 'open'],
    order_id: () => [itemId],
    user_id: () => [key.startsWith('messages.') ? friend.id : owner.id],
    // Messages: the owner's conversation with the friend, about the owner's item.
    conversation_id: () => [conversationId],
    item_id: () => [itemId],
    content: () => ['Is it free on Saturday?', 'Line one\nLine two', 'Call me on +673 712 3456'],
    client_id: () => ['fuzz-client-1', 'fuzz-client-2'],
    up_to: () => [messageId],
    before: () => [messageId],
    // Settings (issue 15): the owner's own details; the email stays theirs (no change starts).
    bio: () => ['I lend my cameras on weekends.', 'Line one\nLine two', ''],
    dob: () => ['1990-05-17', ''],
    address_line_1: () => ['Simpang 32, Jalan Gadong', ''],
    address_line_2: () => ['Kampong Beribi', ''],
    address_line_3: () => ['Gadong', ''],
    post_code: () => ['BE1118', ''],
    city: () => ['Bandar Seri Begawan', ''],
    telephone: () => ['+673 712 3456', '712-3456', ''],
    bank_name: () => ['Baiduri Bank', 'BIBD'],
    account_number: () => ['0012345678', '1234 5678 4821'],
    accountNumber: () => ['0012345678', '1234 5678 4821'],
    current_password: () => [PASSWORD],
    // Ratings (issue 16): the owner's item's order is not complete, so a rating is refused after
    // validation (409/404); current_user is the owner.
    rating: () => ['5', '1'],
    current_user: () => [owner.id],
    item_rating: () => ['4'],
    item_content: () => ['As described.', 'Line one\nLine two', ''],
    // An admin resolves an order's issue (decision 0035); the order has none open: 409 after validation.
    outcome: () => ['dismiss', 'partial_refund'],
    amount: () => ['100'],
    deposit_capture: () => ['0'],
    note: () => ['Photos show no damage.', 'Line one\nLine two', ''],
    // The deliveries board's filters (issue 16).
    state: () => (key.startsWith('adminUsers.') ? ['active', 'disabled'] : ['open', 'notified', 'all']),
    from: () => [nextWeek()],
    to: () => [nextWeek()],
    // The admin's adverts, banners, settings and audit trail (issue 17, decision 0039). The
    // password change keeps the admin's password as it is.
    position: () => ['2', '1', '3'],
    active: () => [true, false],
    url: () => ['https://example.com/sale', '/search?q=tent', ''],
    alt: () => ['Camping gear for the weekend', ''],
    country: () => ['Brunei Darussalam', ''],
    newPassword: () => [PASSWORD],
    newPassword_confirmation: () => [PASSWORD],
    delivery_fee: () => ['500', '0'],
    commission_bps: () => ['1000', '0'],
    booking_window_months: () => [12, 1, 24],
    longest_rental_days: () => [90, 1, 365],
    dispatch_days: () => [3, 1, 30],
    marketplace_name: () => ['Pinjam'],
    contact_email: () => ['hello@pinjam.bn'],
    action: () => ['banner.update'],
    subject_type: () => ['banner'],
    subject_id: () => ['1'],
    admin_id: () => ['1'],
    limit: () => ['50', '1'],
    // The admin's orders (decision 0043): the list's filters; a cancel's reason is required.
    dir: () => ['desc', 'asc'],
    kind: () => ['rental', 'purchase'],
    issue: () => ['open'],
    // The admin's payments (decision 0042): the list's filters; a refund's key (the payment named
    // by the item's id does not exist: 404 after validation).
    provider: () => ['sandbox', 'paypal'],
    method: () => ['card', 'paypal'],
    purpose: () => ['order', 'deposit'],
    idempotency_key: () => ['fuzz-refund-key-1'],
    // The admin's users (decision 0041): the list's filters.
    verification: () => ['pending', 'approved'],
    role: () => ['user', 'admin'],
  };
}

// ─── Hostile values ──────────────────────────────────────────────────────────────────────────

type Kind = 'control' | 'lineBreak' | 'unreadable' | 'invisible' | 'direction' | 'number' | 'json' | 'other';
interface Hostile {
  label: string;
  kind: Kind;
  /** The value, made from the field's first valid one. */
  make: (valid: string) => unknown;
  /** 'url': sent as is in a URL (already percent-encoded); 'json': a JSON body's non-string. */
  only?: 'url' | 'json';
}

/** Inside a valid value, never at an end (where trimming could take it). */
const inside = (text: string) => (valid: string) => {
  if (valid.length < 2) return valid + text + valid;
  const at = Math.floor(valid.length / 2);
  return valid.slice(0, at) + text + valid.slice(at);
};
const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const constant = (label: string, kind: Kind, value: unknown, only?: Hostile['only']): Hostile => ({
  label,
  kind,
  make: () => value,
  only,
});

const control = (code: number): Hostile => ({
  label: `${hex(code)} inside`,
  kind: [0x09, 0x0a, 0x0d].includes(code) ? 'lineBreak' : 'control',
  make: inside(String.fromCharCode(code)),
});
/*
 * Control characters: every text rule of the contract refuses the same ones, and its unit tests
 * (packages/api/src/contract/text.test.ts) try each of the 65 in each rule. Here each field gets
 * NUL, the three line breaks, DEL and NEL, and two of the other 59 in turn, the next field the
 * next two (each meets about nine fields of the contract); fast-check also draws any of them at
 * random. Every control in every field was 9,583 of the fuzz's 21,781 requests.
 */
const controlsInEveryField = [0x00, 0x09, 0x0a, 0x0d, 0x7f, 0x85].map(control);
const controlsInTurn = [...codes(0x01, 0x1f), ...codes(0x80, 0x9f)]
  .filter((c) => ![0x09, 0x0a, 0x0d, 0x85].includes(c))
  .map(control);
const TURN = 2;
let turns = 0;
/** The next field's two controls in turn. */
const nextInTurn = () => Array.from({ length: TURN }, () => controlsInTurn[turns++ % controlsInTurn.length]!);

/** Each of these goes into every field, with two controls in turn. */
const hostiles: Hostile[] = [
  ...controlsInEveryField,
  { label: 'CR LF inside', kind: 'lineBreak', make: inside('\r\n') },
  constant('NUL alone', 'control', '\u0000'),
  { label: 'NUL at the end', kind: 'control', make: (v) => `${v}\u0000` },
  { label: 'lone high surrogate', kind: 'unreadable', make: inside('\ud800') },
  { label: 'lone low surrogate', kind: 'unreadable', make: inside('\udfff') },
  { label: 'noncharacter U+FFFE', kind: 'unreadable', make: inside('\ufffe') },
  constant('zero-width spaces only', 'invisible', '\u200b\u200b\u200b'),
  constant('zero-width mix only', 'invisible', '\u200b\u200c\u200d\u2060\ufeff\u00ad'),
  constant('Hangul fillers only', 'invisible', '\u3164\u3164\u3164'),
  { label: 'right-to-left override', kind: 'direction', make: (v) => `${v}\u202egpj.exe` },
  { label: 'right-to-left isolate', kind: 'direction', make: (v) => `\u2067${v}` },
  constant('10,000 characters', 'other', 'x'.repeat(10_000)),
  constant('10,000 multi-byte characters', 'other', 'é📷'.repeat(3_333)),
  constant('path traversal', 'other', '../../etc/passwd'),
  constant('SQL quote', 'other', "' OR 1=1 --"),
  constant('SQL statement', 'other', "1'); drop table users; --"),
  constant('tsquery operators', 'other', 'camera:* & !(a | b) <-> c'),
  constant('%00 as text', 'other', '%00'),
  constant('markup', 'other', '<script>alert(1)</script>'),
  constant('replacement patterns', 'other', "$& $' $` $$"),
  constant('empty', 'other', ''),
  constant('spaces', 'other', '   '),
  ...['0x10', '+1', '01', '1.0', ' 1', '1e3', '-1', '0', '1e309', '99999999999'].map((n) =>
    constant(`number ${JSON.stringify(n)}`, 'number', n),
  ),
  // What a URL decoder has to survive: NUL, an encoded lone surrogate, an overlong NUL, a stray
  // byte, a bare percent.
  ...['%00', '%ED%A0%80', '%C0%80', '%FF', '%'].map((raw) => constant(`raw ${raw}`, 'other', raw, 'url')),
  // JSON bodies can also send what is not a string at all.
  ...[null, true, 1.5, -1, 2 ** 53, [], ['a'], {}, { $gt: '' }].map((v) =>
    constant(`JSON ${JSON.stringify(v)}`, 'json', v, 'json'),
  ),
];

// ─── Requests ────────────────────────────────────────────────────────────────────────────────

type Part = 'params' | 'query' | 'body';
type Values = Record<string, unknown>;
interface Case {
  part: Part;
  field: string;
  hostile: Hostile;
  /** Which sample each other field takes (wrapped). */
  pick: number[];
}

const partsOf = (e: EndpointDef) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = e[part];
    return schema ? [{ part, schema, fields: Object.keys(schema.shape) }] : [];
  });
const isJson = (e: EndpointDef, part: Part) => part === 'body' && e.bodyType !== 'multipart';
const applies = (e: EndpointDef, part: Part, h: Hostile) =>
  h.only === undefined || (h.only === 'url' ? part !== 'body' : isJson(e, part));
const digits = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^[1-9][0-9]*$/.test(v));
const wellFormed = (s: string) => !/\p{Cs}/u.test(s);

/** Valid values for every field, but the case's hostile one (none without a case). */
function inputs(key: string, e: EndpointDef, c?: Case): Record<Part, Values> {
  const pool = samples(key);
  const values: Record<Part, Values> = { params: {}, query: {}, body: {} };
  let n = 0;
  for (const { part, fields } of partsOf(e)) {
    for (const field of fields) {
      const options = pool[field]?.();
      if (!options) throw new Error(`fuzz-text: no sample for ${key} ${part}.${field}; add one to samples()`);
      const pick = c ? (c.pick[n++ % c.pick.length] ?? 0) : 0;
      let value: unknown = options[pick % options.length];
      if (part === c?.part && field === c.field) value = c.hostile.make(String(options[0]));
      else if (isJson(e, part) && digits(value)) value = Number(value);
      values[part][field] = value;
    }
  }
  return values;
}

/** What the server reads: multipart makes every line break CR LF and lone surrogates U+FFFD;
 * a URL carries what it decodes to. `undefined`: not knowable (a URL that does not decode). */
function received(e: EndpointDef, c: Case, sent: unknown): unknown {
  if (typeof sent !== 'string') return sent;
  if (c.hostile.only === 'url') {
    try {
      return decodeURIComponent(sent);
    } catch {
      return undefined;
    }
  }
  if (c.part === 'body' && !isJson(e, c.part))
    return sent.replace(/\p{Cs}/gu, '\ufffd').replace(/\r\n|\r|\n/g, '\r\n');
  if (c.part !== 'body' && !wellFormed(sent)) return undefined; // sent as %ED%A0%80
  return sent;
}

function urlPart(value: unknown, raw: boolean) {
  const text = String(value);
  if (raw) return text;
  return wellFormed(text) ? encodeURIComponent(text) : '%ED%A0%80';
}

async function send(
  e: EndpointDef,
  values: Record<Part, Values>,
  {
    c,
    filename = 'fuzz.png',
    headers: extra = {},
  }: { c?: Case; filename?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const raw = (part: Part, field: string) =>
    c?.hostile.only === 'url' && c.part === part && c.field === field;
  let url = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    urlPart(values.params[name], raw('params', name)),
  );
  const query = Object.entries(values.query).map(([k, v]) => `${k}=${urlPart(v, raw('query', k))}`);
  if (query.length) url += `?${query.join('&')}`;
  const headers: Record<string, string> = {
    ...(e.auth === 'none' ? {} : bearer(tokens[e.auth])),
    // Checkout's Idempotency-Key: a new one each time, so no answer is replayed.
    ...(e.headers ? { 'idempotency-key': crypto.randomUUID() } : {}),
    ...extra,
  };
  if (!e.body) return t.app.inject({ method: e.method, url, headers });
  if (isJson(e, 'body'))
    return t.app.inject({ method: e.method, url, headers, payload: values.body as object });
  const files: Record<string, FileInput> = {};
  for (const [name, rule] of Object.entries(e.files ?? {}))
    if (rule.required || filename !== 'fuzz.png') files[name] = { data: image, filename };
  const fields = Object.fromEntries(Object.entries(values.body).map(([k, v]) => [k, String(v)]));
  const form = await multipart(fields, files);
  return t.app.inject({
    method: e.method,
    url,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

/** An edit that went through moves the item's version on. */
function follow(res: LightMyRequestResponse) {
  const answer = res.statusCode < 300 ? res.json<{ item?: { id: number; version: number } }>() : {};
  if (answer.item?.id === itemId) itemVersion = answer.item.version;
}

// ─── Checks ──────────────────────────────────────────────────────────────────────────────────

/** Refused at this field (not merely somewhere in the object). */
function refusesField(e: EndpointDef, part: Part, input: Values, field: string) {
  const verdict = e[part]!.safeParse(input);
  return !verdict.success && verdict.error.issues.some((i) => i.path[0] === field);
}

/** What must be refused whatever the contract says. Passwords are secrets: never trimmed or
 * judged by their looks, so invisible and direction characters are theirs to use. */
function mustRefuse(key: string, e: EndpointDef, c: Case, value: unknown, input: Values) {
  const { kind } = c.hostile;
  // A yes/no field (the sandbox's bank step) takes JSON true and false; any other JSON, never.
  const sample = samples(key)[c.field]?.()[0];
  const yesNo = typeof sample === 'boolean';
  // A field whose value is an object or a list (checkout's entries, address, payment) is judged
  // by the contract alone: null may mean "none" there (pickup has no address).
  if (kind === 'json') return typeof sample !== 'object' && !(yesNo && typeof value === 'boolean');
  if (typeof value !== 'string') return false;
  const secret = ['password', 'newPassword', 'newPassword_confirmation'].includes(c.field);
  const required = refusesField(e, c.part, { ...input, [c.field]: '' }, c.field);
  const numeric = digits(samples(key)[c.field]!()[0]);
  return (
    /(?![\t\n\r])\p{Cc}/u.test(value) ||
    /[\p{Cs}\p{Noncharacter_Code_Point}]/u.test(value) ||
    (kind === 'direction' && !secret) ||
    (kind === 'invisible' && required && !secret) ||
    (kind === 'number' && numeric && (value !== '0' || c.field === 'id'))
  );
}

function check(
  key: string,
  e: EndpointDef,
  c: Case,
  values: Record<Part, Values>,
  res: LightMyRequestResponse,
) {
  const where = `${key} ${c.part}.${c.field} ← ${c.hostile.label}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = errorBody.safeParse(res.json());
  expect(body.success, where).toBe(true);
  if (res.statusCode === 422) expect(body.data?.errors, where).toBeDefined();

  const value = received(e, c, values[c.part][c.field]);
  if (value === undefined) return;
  const input = { ...values[c.part], [c.field]: value };
  // The router refuses a path parameter over its length (100), or an empty one (no such
  // route), before the contract sees it.
  const byRouter =
    c.part === 'params' &&
    (res.statusCode === 414 || (res.statusCode === 404 && body.data!.message.startsWith('There is no ')));
  // A nested field is named by its path (entries.0.quantity names entries).
  const errorKeys = Object.keys(body.data?.errors ?? {});
  const named =
    byRouter ||
    (res.statusCode === 422 && errorKeys.some((k) => k === c.field || k.startsWith(`${c.field}.`)));
  if (refusesField(e, c.part, input, c.field)) expect(named, `the contract refuses it: ${where}`).toBe(true);
  if (mustRefuse(key, e, c, value, input)) expect(named, `must be refused: ${where}`).toBe(true);
}

// ─── The fuzz ────────────────────────────────────────────────────────────────────────────────

const endpoints = Object.entries(contract).flatMap(([area, group]) =>
  Object.entries(group as Record<string, EndpointDef>).map(([name, e]) => [`${area}.${name}`, e] as const),
);
const tally = { endpoints: 0, withInput: 0, fields: 0, requests: 0 };

afterAll(() => {
  console.log(
    `fuzz-text: ${tally.endpoints} endpoints (${tally.withInput} with params, query or body; ` +
      `${tally.fields} fields), ${tally.requests} requests`,
  );
});

// An endpoint's time is its cases': listing an item (~860 requests, each upload encoded) takes
// 14 s alone, and twice that on a loaded machine.
describe('hostile text against every endpoint of the contract', { timeout: 90_000 }, () => {
  it.each(endpoints)('%s: no 5xx, the error shape, a 422 naming each refused field', async (key, e) => {
    tally.endpoints++;
    const targets = partsOf(e).flatMap(({ part, fields }) => fields.map((field) => ({ part, field })));

    if (targets.length) {
      tally.withInput++;
      tally.fields += targets.length;
      // The samples must be valid, or the refusals below would prove nothing.
      const valid = inputs(key, e);
      for (const { part, schema } of partsOf(e))
        expect(schema.safeParse(valid[part]).error, `${key} ${part} samples`).toBeUndefined();

      const every = targets.flatMap(({ part, field }) =>
        [...hostiles, ...nextInTurn()]
          .filter((h) => applies(e, part, h))
          .map((hostile): [Case] => [{ part, field, hostile, pick: [0] }]),
      );
      const random = fc
        .record({
          target: fc.constantFrom(...targets),
          hostile: fc.oneof(
            fc.constantFrom(...hostiles, ...controlsInTurn),
            fc.string({ unit: 'binary', maxLength: 24 }).map((s): Hostile => ({
              label: `random ${JSON.stringify(s)}`,
              kind: 'other',
              make: inside(s),
            })),
          ),
          pick: fc.array(fc.nat(8), { minLength: 1, maxLength: 16 }),
        })
        .filter(({ target, hostile }) => applies(e, target.part, hostile))
        .map(({ target, hostile, pick }): Case => ({ ...target, hostile, pick }));
      await fc.assert(
        fc.asyncProperty(random, async (c) => {
          tally.requests++;
          const values = inputs(key, e, c);
          const res = await send(e, values, { c });
          check(key, e, c, values, res);
          follow(res);
        }),
        // Examples count towards numRuns: every hostile value in every field, then 20 drawn ones.
        { examples: every, numRuns: every.length + 20, endOnFailure: true },
      );
    }

    // Headers are text the contract does not see: a valid request with a hostile User-Agent
    // (stored with a login's session). Node's own parser refuses a NUL; other front ends may not.
    if (targets.length) {
      tally.requests++;
      const res = await send(e, inputs(key, e), {
        headers: { 'user-agent': 'Mozilla/5.0 \u0000\u0085\u202e' },
      });
      expect(res.statusCode, `${key} with a hostile User-Agent: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      follow(res);
    }

    // A file's name is text too, and so is the bearer token (a hostile one is a 401).
    if (e.files) {
      for (const filename of [
        '\u0000.png',
        '../../etc/passwd',
        `${'a'.repeat(10_000)}.png`,
        'a\r\nb: c.png',
        '\ud800.png',
        '%00.png',
        '.png',
        '',
      ]) {
        tally.requests++;
        const res = await send(e, inputs(key, e), { filename });
        const where = `${key} with the file name ${JSON.stringify(filename.slice(0, 20))}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) expect(errorBody.safeParse(res.json()).success, where).toBe(true);
      }
    }

    // The bearer token is text too: a hostile one is a 401, never a 500.
    if (e.auth !== 'none') {
      for (const token of [
        '\u0000',
        'x'.repeat(10_000),
        "' OR 1=1 --",
        '../../etc/passwd',
        `${tokens.user}\u0000`,
      ]) {
        tally.requests++;
        const url = buildPath(e.path, { id: itemId, token: 'x', payment_id: 'pay_x' });
        const res = await t.app.inject({
          method: e.method,
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${key} with the token ${JSON.stringify(token.slice(0, 20))}`).toBe(401);
      }
    }
  });
});
