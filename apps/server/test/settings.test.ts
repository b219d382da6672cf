import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { AVATAR_MAX_BYTES, settingsMessages } from '@pinjam/api/contract';
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  findUser,
  insertUser,
  jpegWithExif,
  login,
  multipart,
  pngImage,
  useTestApp,
} from './helpers';

/*
 * The settings page's calls (issue 15): get-data, update-settings (each section on its own),
 * post-bank-details (masked, never logged), post-avatar and avatar, on a real database.
 */

// Every line the app logs, as text: the bank number must never be among them.
const logStream = new PassThrough();
let logged = '';
logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
const t = useTestApp({ logLevel: 'debug', logStream });

async function member(values: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.db, { name: 'Siti Rahman', ...values });
  return { ...user, token: await login(t.app, user.email) };
}
type Member = Awaited<ReturnType<typeof member>>;

const getData = (who: Member) =>
  t.app.inject({ method: 'GET', url: '/api/user/get-data/', headers: bearer(who.token) });
const save = (who: Member, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/update-settings/', headers: bearer(who.token), payload });
const saveBank = (who: Member, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/post-bank-details/', headers: bearer(who.token), payload });
async function uploadAvatar(who: Member, data: Buffer, filename = 'me.jpg') {
  const form = await multipart({}, { image: { data, filename } });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/post-avatar/',
    headers: { ...bearer(who.token), ...form.headers },
    payload: form.payload,
  });
}
const avatarFiles = () =>
  fs.readdir(path.join(t.config.dataDir, 'uploads', 'avatars')).catch(() => [] as string[]);

/** A date of birth that makes someone `years` old today in Brunei (plus `days`). */
const bornYearsAgo = (years: number, days = 0) => {
  const today = todayInBrunei();
  const date = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return addDays(date.endsWith('02-29') ? date.replace('02-29', '02-28') : date, days)!;
};

// ─── Reading ─────────────────────────────────────────────────────────────────────────────────

describe('GET /api/user/get-data/', () => {
  it("answers the caller's own settings, with no email change pending", async () => {
    const siti = await member({ bio: 'I lend cameras.', district: 'Tutong', telephone: '712 3456' });
    const res = await getData(siti);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // Every settings field is answered; those never set are null.
    expect(Object.keys(data)).toHaveLength(15);
    expect(Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null))).toEqual({
      name: 'Siti Rahman',
      email: siti.email,
      bio: 'I lend cameras.',
      district: 'Tutong',
      telephone: '712 3456',
    });
  });

  it("never answers another user's data: each token reads its own", async () => {
    const siti = await member({ bio: 'Siti only' });
    const hakim = await member({ name: 'Hakim Yusof', bio: 'Hakim only' });
    const res = await getData(hakim);
    expect(res.json().data.email).toBe(hakim.email);
    expect(res.body).not.toContain(siti.email);
    expect(res.body).not.toContain('Siti only');
  });

  it('asks for a token (401 without one)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/get-data/' });
    expect(res.statusCode).toBe(401);
  });
});

// ─── Saving, section by section ──────────────────────────────────────────────────────────────

describe('POST /api/user/update-settings/', () => {
  it('saves the profile section and leaves the address as it was', async () => {
    const siti = await member({ address_line_1: 'Simpang 32', district: 'Belait' });
    const dob = bornYearsAgo(30);
    const res = await save(siti, { name: 'Siti Nurhaliza', bio: 'Line one\nLine two', dob });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your settings have been saved.');
    expect(res.json().user.name).toBe('Siti Nurhaliza');
    expect(res.json().data).toMatchObject({
      name: 'Siti Nurhaliza',
      bio: 'Line one\nLine two',
      dob,
      address_line_1: 'Simpang 32',
      district: 'Belait',
    });
    const row = await findUser(t.db, siti.email);
    expect(row).toMatchObject({ name: 'Siti Nurhaliza', dob, address_line_1: 'Simpang 32' });
  });

  it('saves the address section, "Temborong" as Temburong, and clears fields sent blank', async () => {
    const siti = await member({ address_line_2: 'Kampong Old', bio: 'stays' });
    const res = await save(siti, {
      address_line_1: '  No. 5, Simpang 32  ',
      address_line_2: '',
      address_line_3: 'Jalan Gadong',
      post_code: 'BE1118',
      city: 'Bandar Seri Begawan',
      district: 'Temborong',
      telephone: '+673 712-3456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      address_line_1: 'No. 5, Simpang 32',
      address_line_2: null,
      address_line_3: 'Jalan Gadong',
      post_code: 'BE1118',
      city: 'Bandar Seri Begawan',
      district: 'Temburong',
      telephone: '+673 712-3456',
      bio: 'stays',
    });
  });

  it('an empty save changes nothing', async () => {
    const siti = await member({ bio: 'kept' });
    const res = await save(siti, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bio).toBe('kept');
  });

  describe('bad input: 422 beside the field, nothing saved', () => {
    const cases: Array<[string, object, string, string]> = [
      [
        'a district outside the four',
        { district: 'Kuala Lumpur' },
        'district',
        'Choose one of the four districts',
      ],
      [
        'a date of birth in the future',
        { dob: addDays(todayInBrunei(), 1) },
        'dob',
        settingsMessages.dobFuture,
      ],
      ['a date of birth under 18 years ago', { dob: bornYearsAgo(18, 1) }, 'dob', settingsMessages.dobMinor],
      ['a date of birth that is no day', { dob: '1990-02-30' }, 'dob', settingsMessages.dobInvalid],
      [
        'a telephone that is not a number',
        { telephone: 'call me maybe' },
        'telephone',
        settingsMessages.telephone,
      ],
      ['a telephone too short', { telephone: '12345' }, 'telephone', settingsMessages.telephone],
      [
        'a telephone with letters inside',
        { telephone: '+673 712 34a6' },
        'telephone',
        settingsMessages.telephone,
      ],
      ['a name left blank', { name: '  ' }, 'name', settingsMessages.name],
      ['a bio too long', { bio: 'x'.repeat(1001) }, 'bio', 'Use at most 1000 characters'],
      ['a post code too long', { post_code: 'x'.repeat(13) }, 'post_code', 'Use at most 12 characters'],
      ['an email that is not one', { email: 'siti-at-example' }, 'email', 'Enter a valid email address'],
    ];
    it.each(cases)('%s', async (_, payload, field, message) => {
      const siti = await member({ name: 'Siti Before', district: 'Tutong' });
      const res = await save(siti, { name: 'Siti After', ...payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
      expect(await findUser(t.db, siti.email)).toMatchObject({ name: 'Siti Before', district: 'Tutong' });
    });

    it('accepts someone who turns 18 today', async () => {
      const siti = await member();
      const res = await save(siti, { dob: bornYearsAgo(18) });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('an email already taken, in another case: 422 beside the email, nothing saved or sent', async () => {
      const hakim = await member({ name: 'Hakim Yusof' });
      const siti = await member({ name: 'Siti Before' });
      const res = await save(siti, { name: 'Siti After', email: hakim.email.toUpperCase() });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([settingsMessages.emailTaken]);
      expect((await findUser(t.db, siti.email))!.name).toBe('Siti Before');
      expect((await getData(siti)).json().data.pending_email).toBeNull();
    });
  });
});

// ─── Bank details ────────────────────────────────────────────────────────────────────────────

describe('POST /api/user/post-bank-details/', () => {
  const NUMBER = '0012 3456 4821';

  it('stores the number whole, answers it masked, and the logs never hold it', async () => {
    const siti = await member();
    const res = await saveBank(siti, { name: 'Baiduri Bank', accountNumber: NUMBER });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bank_name: 'Baiduri Bank', account_number: '•••• 4821' });
    expect(res.body).not.toContain('001234564821');
    expect((await findUser(t.db, siti.email))!.account_number).toBe('001234564821');
    // Read back: masked too.
    const read = await getData(siti);
    expect(read.json().data.account_number).toBe('•••• 4821');
    expect(read.body).not.toContain('00123456');
    // Refused numbers are not echoed either.
    const bad = await saveBank(siti, { name: 'Baiduri Bank', accountNumber: '98765432x1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).not.toContain('98765432');
    // The logs saw the requests, never the numbers.
    expect(logged).toContain('/api/user/post-bank-details/');
    expect(logged).not.toContain('001234564821');
    expect(logged).not.toContain('0012 3456 4821');
    expect(logged).not.toContain('98765432');
  });

  it.each([
    ['letters', 'ABC1234567'],
    ['too few digits', '12345'],
    ['too many digits', '1'.repeat(21)],
  ])('refuses an account number with %s: 422 beside it, nothing stored', async (_, accountNumber) => {
    const siti = await member({ bank_name: 'BIBD', account_number: '1111222233' });
    const res = await saveBank(siti, { name: 'Baiduri Bank', accountNumber });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.accountNumber).toEqual([settingsMessages.accountNumber]);
    expect(await findUser(t.db, siti.email)).toMatchObject({
      bank_name: 'BIBD',
      account_number: '1111222233',
    });
  });

  it('refuses a blank bank name', async () => {
    const siti = await member();
    const res = await saveBank(siti, { name: ' ', accountNumber: '1234567890' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([settingsMessages.bankName]);
  });
});

// ─── Avatar ──────────────────────────────────────────────────────────────────────────────────

describe('POST /api/user/post-avatar/ and GET /api/user/avatar', () => {
  it('stores a 256×256 WebP without metadata, answers it, and removes the old file', async () => {
    const siti = await member();
    const first = await uploadAvatar(siti, await jpegWithExif(800, 400));
    expect(first.statusCode, first.body).toBe(200);
    const firstPath = first.json().user.avatar.path as string;
    expect(firstPath).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: firstPath });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const second = await uploadAvatar(siti, await pngImage(300, 600), 'me.png');
    expect(second.statusCode).toBe(200);
    const secondPath = second.json().data.avatar.path as string;
    expect(secondPath).not.toBe(firstPath);
    const files = await avatarFiles();
    expect(files).toContain(path.basename(secondPath));
    expect(files).not.toContain(path.basename(firstPath));

    const read = await t.app.inject({ method: 'GET', url: '/api/user/avatar', headers: bearer(siti.token) });
    expect(read.json()).toEqual({ avatar: { path: secondPath } });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/get/', headers: bearer(siti.token) });
    expect(me.json().user.avatar).toEqual({ path: secondPath });
  });

  it('refuses a non-image by its content (422): nothing stored, the old avatar kept', async () => {
    const siti = await member();
    const kept = (await uploadAvatar(siti, await pngImage(64, 64), 'a.png')).json().data.avatar.path;
    const before = await avatarFiles();
    const res = await uploadAvatar(siti, Buffer.from('I am text pretending'), 'photo.jpg');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['image']);
    expect(await avatarFiles()).toEqual(before);
    expect((await findUser(t.db, siti.email))!.avatar_path).toBe(kept);
  });

  it('refuses a file over 5 MB (413): nothing stored, the old avatar kept', async () => {
    const siti = await member();
    const kept = (await uploadAvatar(siti, await pngImage(64, 64), 'a.png')).json().data.avatar.path;
    const before = await avatarFiles();
    const res = await uploadAvatar(siti, Buffer.alloc(AVATAR_MAX_BYTES + 1, 1), 'big.jpg');
    expect(res.statusCode).toBe(413);
    expect(await avatarFiles()).toEqual(before);
    expect((await findUser(t.db, siti.email))!.avatar_path).toBe(kept);
  });

  it('refuses a request without an image (422)', async () => {
    const siti = await member();
    const form = await multipart({});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/post-avatar/',
      headers: { ...bearer(siti.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toBeDefined();
  });
});
