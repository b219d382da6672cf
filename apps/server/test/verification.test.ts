import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activities, identityVerifications, notifications, users } from '../src/platform/db/schema';
import { redactUrl } from '../src/platform/security/log-safety';
import {
  bearer,
  emailsTo,
  insertUser,
  jpegWithExif,
  login,
  multipart,
  pngImage,
  useTestApp,
  type FileInput,
} from './helpers';

/*
 * Identity verification (issue 15, decision 0033) on real PostgreSQL: the journey, every bad
 * input, who may see the photos, and two admins reviewing at once.
 */

const t = useTestApp();

type Person = Awaited<ReturnType<typeof insertUser>>;

async function person(values: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.db, values);
  return { ...user, token: await login(t.app, user.email) };
}
const admin = () => person({ name: 'Admin Review', role_id: 2, verification_status: 'approved' });

async function photos(): Promise<Record<string, FileInput>> {
  return {
    document: { data: await jpegWithExif(900, 600), filename: 'card.jpg', type: 'image/jpeg' },
    selfie: { data: await pngImage(400, 500), filename: 'me.png', type: 'image/png' },
  };
}

async function submit(token: string, files?: Record<string, FileInput>) {
  const body = await multipart({}, files ?? (await photos()));
  return t.app.inject({
    method: 'POST',
    url: '/api/user/verification',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const reject = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/reject/', headers: bearer(token), payload });

type State = {
  status: string;
  reason: string | null;
  submitted_at: string | null;
  images: null | Record<string, string>;
};
const stateOf = async (token: string) =>
  (await get('/api/user/verification', token)).json<{ verification: State }>().verification;

async function privateFiles(userId: number) {
  const dir = path.join(t.config.dataDir, 'private', 'uploads', 'verification', String(userId));
  return (await fs.readdir(dir).catch(() => [])).filter((name) => !name.startsWith('.'));
}

const kindsOf = async (user: Person) =>
  (await t.db.select().from(activities).where(eq(activities.user_id, user.id))).map((a) => a.kind);

describe('the journey', () => {
  it('submit → pending → rejected with the reason → resubmit → approved → get-meta true, and for rent', async () => {
    const nurul = await person();
    const reviewer = await admin();
    expect(await stateOf(nurul.token)).toMatchObject({ status: 'unsubmitted', images: null });
    expect((await get('/api/user/get-meta', nurul.token)).json()).toEqual({ meta: { is_verified: false } });

    const first = await submit(nurul.token);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ verification: State }>().verification).toMatchObject({
      status: 'pending',
      reason: null,
    });
    expect(await privateFiles(nurul.id)).toHaveLength(2);

    // Pending: a second submission is refused, and stores nothing.
    const again = await submit(nurul.token);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/checked already/);
    expect(await privateFiles(nurul.id)).toHaveLength(2);

    // The admin's queue lists nurul with her date of birth and the two photos.
    const queue = await get('/api/admin/get-users-verification', reviewer.token);
    const entry = queue
      .json<{ users: Array<{ user: { id: number; dob: string | null }; images: Record<string, string> }> }>()
      .users.find((u) => u.user.id === nurul.id)!;
    expect(entry).toBeDefined();
    const photo = await get(entry.images.document!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.headers['content-type']).toBe('image/webp');

    const rejected = await reject(reviewer.token, { id: nurul.id, reason: '  The card is blurred.  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await stateOf(nurul.token)).toMatchObject({ status: 'rejected', reason: 'The card is blurred.' });
    const [rejection] = await emailsTo(t.db, nurul.email);
    expect(rejection!.subject).toMatch(/needs another look/);
    expect(rejection!.text).toContain('The card is blurred.');
    expect(rejection!.text).toContain('/verification');
    const bell = await get('/api/notifications/get', nurul.token);
    expect(bell.json<{ notifications: { verification: unknown } }>().notifications.verification).toEqual({
      count: 1,
      result: 'rejected',
    });

    const resubmitted = await submit(nurul.token);
    expect(resubmitted.statusCode).toBe(201);
    // The rejected submission's photos stay with its row, for the record.
    expect(await privateFiles(nurul.id)).toHaveLength(4);

    const approved = await get(`/api/admin/approve/${nurul.id}`, reviewer.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await get('/api/user/get-meta', nurul.token)).json()).toEqual({ meta: { is_verified: true } });
    expect(await stateOf(nurul.token)).toMatchObject({ status: 'approved', reason: null });
    // The login answer says the same.
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: nurul.email, password: nurul.password },
    });
    expect(relogin.json<{ user: { meta: { is_verified: boolean } } }>().user.meta.is_verified).toBe(true);
    const [welcome] = await emailsTo(t.db, nurul.email);
    expect(welcome!.text).toContain("You're verified — you can now list for rent and request rentals");
    const bellAfter = await get('/api/notifications/get', nurul.token);
    expect(bellAfter.json<{ notifications: { verification: unknown } }>().notifications.verification).toEqual(
      {
        count: 2,
        result: 'approved',
      },
    );
    const cleared = await get('/api/notifications/delete-verification', nurul.token);
    expect(cleared.statusCode).toBe(200);
    const bellCleared = await get('/api/notifications/get', nurul.token);
    expect(
      bellCleared.json<{ notifications: { verification: unknown } }>().notifications.verification,
    ).toEqual({
      count: 0,
      result: null,
    });

    expect(await kindsOf(nurul)).toEqual([
      'verification_submitted',
      'verification_rejected',
      'verification_submitted',
      'verified',
    ]);
    // Approved: another submission is refused.
    expect((await submit(nurul.token)).statusCode).toBe(409);

    // She can now list for rent.
    const listing = await multipart(
      {
        title: 'Camping tent for four',
        description: 'Sleeps four, with poles and pegs.',
        category: 'outdoors',
        district: 'Tutong',
        condition: 'good',
        price_per_day: '800',
        starting_inventory: '1',
      },
      { images: { data: await pngImage(), filename: 'tent.png', type: 'image/png' } },
    );
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/items/create',
      headers: { ...bearer(nurul.token), ...listing.headers },
      payload: listing.payload,
    });
    expect(listed.statusCode, listed.body).not.toBe(403);
  });
});

describe('bad input', () => {
  it('a missing photo is a 422 naming it; nothing stored', async () => {
    const user = await person();
    const { selfie } = await photos();
    const res = await submit(user.token, { selfie: selfie! });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.document).toBeDefined();
    const none = await submit(user.token, {});
    expect(Object.keys(none.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'document',
      'selfie',
    ]);
    expect(await privateFiles(user.id)).toEqual([]);
  });

  it('a document that is not an image is a 422; an oversized one a 413; nothing stored', async () => {
    const user = await person();
    const { selfie } = await photos();
    const text = { data: Buffer.from('not a photo at all'), filename: 'card.jpg', type: 'image/jpeg' };
    const notImage = await submit(user.token, { document: text, selfie: selfie! });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json<{ errors: Record<string, string[]> }>().errors.document![0]).toMatch(/JPEG, PNG/);

    const huge = { data: Buffer.alloc(10 * 1024 * 1024 + 1, 1), filename: 'big.jpg', type: 'image/jpeg' };
    const tooLarge = await submit(user.token, { document: huge, selfie: selfie! });
    expect(tooLarge.statusCode).toBe(413);

    expect(await privateFiles(user.id)).toEqual([]);
    const rows = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.user_id, user.id));
    expect(rows).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.verification_status).toBe('unsubmitted');
  });

  it('the stored photos carry no EXIF (no GPS), are turned upright and at most 2000 px', async () => {
    const user = await person();
    const withGps = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#345' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PinjamCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 53/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.includes('PinjamCam')).toBe(true);
    expect(sent.orientation).toBe(6);
    const { selfie } = await photos();
    const res = await submit(user.token, {
      document: { data: withGps, filename: 'gps.jpg', type: 'image/jpeg' },
      selfie: selfie!,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.user_id, user.id));
    const stored = await t.app.privateFiles.read(row!.document_key);
    const meta = await sharp(stored!.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 (turned a quarter): the 3000 × 1500 photo stands upright, fitted in 2000 px.
    expect([meta.width, meta.height]).toEqual([1000, 2000]);
  });

  it('rejecting without a reason is a 422 "Say why…"; too long a reason too', async () => {
    const reviewer = await admin();
    const user = await person();
    await submit(user.token);
    for (const reason of [undefined, '', '   ']) {
      const res = await reject(reviewer.token, { id: user.id, reason });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.reason![0]).toMatch(/^Say why/);
    }
    const long = await reject(reviewer.token, { id: user.id, reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.verification_status).toBe('pending');
  });

  it('reviewing a user with nothing pending is a 409, and tells nobody', async () => {
    const reviewer = await admin();
    const user = await person();
    expect((await get(`/api/admin/approve/${user.id}`, reviewer.token)).statusCode).toBe(409);
    expect((await reject(reviewer.token, { id: user.id, reason: 'Blurred' })).statusCode).toBe(409);
    expect(await emailsTo(t.db, user.email)).toEqual([]);
  });
});

describe('who may see and review', () => {
  it('the admin calls: 401 without a token, 403 for a user', async () => {
    const user = await person();
    for (const [method, url] of [
      ['GET', '/api/admin/get-users-verification'],
      ['GET', `/api/admin/approve/${user.id}`],
      ['POST', '/api/admin/reject/'],
    ] as const) {
      const payload = method === 'POST' ? { id: user.id, reason: 'No' } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ method, url, payload, headers: bearer(user.token) })).statusCode,
        url,
      ).toBe(403);
    }
    expect((await get('/api/user/verification')).statusCode).toBe(401);
  });

  it("another user never reads someone's photos: unsigned, re-signed, altered or expired links are refused", async () => {
    const nurul = await person();
    const siti = await person({ name: 'Siti', verification_status: 'approved' });
    await submit(nurul.token);
    const mine = (await stateOf(nurul.token)).images!;
    const key = new URL(mine.document!, 'http://x').pathname;

    // Siti's own answer never names Nurul's photos.
    const sitis = await get('/api/user/verification', siti.token);
    expect(sitis.body).not.toContain(String(key));

    // The path alone, with or without Siti's token: refused.
    expect((await get(key)).statusCode).toBe(403);
    expect((await get(key, siti.token)).statusCode).toBe(403);
    // Another object's signature on this key: refused.
    const other = await person();
    await submit(other.token);
    const otherUrl = new URL((await stateOf(other.token)).images!.document!, 'http://x');
    expect((await get(`${key}${otherUrl.search}`, siti.token)).statusCode).toBe(403);
    // An altered expiry: refused.
    const signed = new URL(mine.document!, 'http://x');
    signed.searchParams.set('expires', String(Date.now() + 3_600_000_000));
    expect((await get(`${signed.pathname}${signed.search}`)).statusCode).toBe(403);
    // An expired one: refused.
    const expired = t.app.signedUrls.url(key.replace('/files/private/', ''), -1000);
    expect((await get(expired)).statusCode).toBe(403);
    // The signature never reaches a log line.
    expect(redactUrl(mine.document!)).not.toContain(signed.searchParams.get('signature')!);
    // The owner's own link works, never cached.
    const own = await get(mine.document!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });
});

describe('two admins at once', () => {
  it('approving in parallel: one 200, one 409, exactly one email and one bell entry', async () => {
    const [first, second] = [await admin(), await admin()];
    const user = await person();
    await submit(user.token);
    const answers = await Promise.all([
      get(`/api/admin/approve/${user.id}`, first.token),
      get(`/api/admin/approve/${user.id}`, second.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json<{ message: string }>().message).toMatch(
      /Another admin already reviewed this/,
    );
    expect(await emailsTo(t.db, user.email)).toHaveLength(1);
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, user.id), eq(notifications.kind, 'verification')));
    expect(bell).toHaveLength(1);
    expect((await kindsOf(user)).filter((k) => k === 'verified')).toHaveLength(1);
  });

  it('an approval racing a rejection: one wins, the other is a 409', async () => {
    const [first, second] = [await admin(), await admin()];
    const user = await person();
    await submit(user.token);
    const answers = await Promise.all([
      get(`/api/admin/approve/${user.id}`, first.token),
      reject(second.token, { id: user.id, reason: 'Blurred' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await emailsTo(t.db, user.email)).toHaveLength(1);
  });

  it('the queue is oldest first and leaves out what was reviewed', async () => {
    const reviewer = await admin();
    const a = await person({ name: 'First Waiting', dob: '1990-04-02' });
    const b = await person({ name: 'Second Waiting' });
    await submit(a.token);
    await submit(b.token);
    const ids = () =>
      get('/api/admin/get-users-verification', reviewer.token).then((r) =>
        r.json<{ users: Array<{ user: { id: number } }> }>().users.map((u) => u.user.id),
      );
    const before = await ids();
    expect(before.indexOf(a.id)).toBeLessThan(before.indexOf(b.id));
    const queue = await get('/api/admin/get-users-verification', reviewer.token);
    expect(
      queue
        .json<{ users: Array<{ user: { id: number; dob: string | null } }> }>()
        .users.find((u) => u.user.id === a.id)!.user.dob,
    ).toBe('1990-04-02');
    await get(`/api/admin/approve/${a.id}`, reviewer.token);
    expect(await ids()).not.toContain(a.id);
  });
});
