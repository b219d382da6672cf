import { AVATAR_MAX_BYTES } from '@pinjam/api/contract';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  findUser,
  insertUser,
  jpegWithExif,
  multipart,
  uniqueEmail,
  useTestApp,
  emailsTo,
  type FileInput,
} from './helpers';

const t = useTestApp();

const fields = (email: string, overrides: Record<string, string> = {}) => ({
  email,
  name: 'Siti Nurhaliza',
  password: 'kampong-ayer-2026',
  password_confirmation: 'kampong-ayer-2026',
  ...overrides,
});

async function signup(form: Record<string, string>, files: Record<string, FileInput> = {}) {
  const body = await multipart(form, files);
  return t.app.inject({ method: 'POST', url: '/api/auth/signup', ...body });
}

async function avatarFiles() {
  return fs.readdir(path.join(t.config.dataDir, 'uploads', 'avatars')).catch(() => [] as string[]);
}

describe('POST /api/auth/signup', () => {
  it('creates an inactive account and emails an activation link valid for the API', async () => {
    const email = uniqueEmail('new');
    const res = await signup(fields(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.stringContaining('Check your email') });

    const user = await findUser(t.db, email);
    expect(user).toMatchObject({ name: 'Siti Nurhaliza', role_id: 1, activated_at: null, avatar_path: null });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const [mail] = await emailsTo(t.db, email);
    expect(mail!.subject).toBe('Activate your Pinjam account');
    expect(mail!.text).toMatch(/http:\/\/pinjam\.test\/api\/auth\/activate\/[\w-]{43}/);
    expect(mail!.html).toContain('href="http://pinjam.test/api/auth/activate/');
  });

  it('stores the email trimmed and lowercased', async () => {
    const email = uniqueEmail('Mixed');
    expect((await signup(fields(`  ${email.toUpperCase()} `))).statusCode).toBe(201);
    expect((await findUser(t.db, email))!.email).toBe(email.toLowerCase());
  });

  it('answers an address that has an account as a new one, and emails its owner to log in or reset instead', async () => {
    // Issue 24: "This email is already registered" told anyone which addresses have accounts.
    const existing = await insertUser(t.db, { name: 'Hajah Aminah' });
    const fresh = await signup(fields(uniqueEmail('fresh')));
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await signup(fields(email));
      expect(res.statusCode, res.body).toBe(fresh.statusCode);
      expect(res.json()).toEqual(fresh.json());
    }
    // Nothing changed on the account: the name and the password stay its own.
    const user = await findUser(t.db, existing.email);
    expect(user).toMatchObject({ name: 'Hajah Aminah', password_hash: existing.password_hash });
    // A notice with the ways back in (the account's emails are limited as reset and activation are).
    const mails = await emailsTo(t.db, existing.email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.subject).toBe('Someone tried to sign up with your email');
    expect(mails[0]!.text).toContain('http://pinjam.test/login');
    expect(mails[0]!.text).toContain('http://pinjam.test/password-reset');
    expect(mails[0]!.html).toContain('href="http://pinjam.test/login"');
  });

  it('sends a fresh activation link to an address whose account was never activated', async () => {
    const existing = await insertUser(t.db, { activated: false });
    const res = await signup(fields(existing.email));
    expect(res.statusCode).toBe(201);
    const [mail, ...more] = await emailsTo(t.db, existing.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Activate your Pinjam account');
    expect(mail!.text).toMatch(/http:\/\/pinjam\.test\/api\/auth\/activate\/[\w-]{43}/);
  });

  it('refuses a confirmation that does not match the password', async () => {
    const email = uniqueEmail();
    const res = await signup(fields(email, { password_confirmation: 'something-else' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { password_confirmation: ['The passwords do not match'] },
    });
    expect(await findUser(t.db, email)).toBeUndefined();
  });

  it('refuses a password shorter than eight characters', async () => {
    const res = await signup(fields(uniqueEmail(), { password: 'short', password_confirmation: 'short' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['Use at least 8 characters']);
  });

  it('names every missing field', async () => {
    const res = await signup({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'password_confirmation',
    ]);
    expect(res.json().errors.email).toEqual(['This field is required.']);
    expect(res.json().errors.password).toEqual(['Enter a password']);
  });

  it('refuses an invalid email address', async () => {
    const res = await signup(fields('not-an-email'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Enter a valid email address']);
  });

  it('refuses a JSON body, because the form is multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: fields(uniqueEmail()),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart/);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  describe('with an avatar', () => {
    it('re-encodes it to a 256×256 WebP without metadata and serves it with long caching', async () => {
      const email = uniqueEmail('avatar');
      const res = await signup(fields(email), {
        avatar: { data: await jpegWithExif(), filename: 'me.jpg', type: 'image/jpeg' },
      });
      expect(res.statusCode).toBe(201);

      const user = await findUser(t.db, email);
      expect(user!.avatar_path).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: user!.avatar_path! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('Secret Photographer')).toBe(false);
    });

    it('refuses a text file named like an image, by its content', async () => {
      const email = uniqueEmail();
      const before = await avatarFiles();
      const res = await signup(fields(email), {
        avatar: { data: Buffer.from('hello, I am not a picture'), filename: 'x.png', type: 'image/png' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.avatar).toEqual(['The avatar must be a JPEG, PNG, WebP or AVIF image.']);
      expect(await findUser(t.db, email)).toBeUndefined();
      expect(await avatarFiles()).toEqual(before);
    });

    it('refuses a file of 5 MB + 1 byte with 413 and creates nothing', async () => {
      const email = uniqueEmail();
      const before = await avatarFiles();
      const res = await signup(fields(email), {
        avatar: { data: Buffer.alloc(AVATAR_MAX_BYTES + 1, 1), filename: 'big.jpg', type: 'image/jpeg' },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        message: 'The avatar must be at most 5 MB.',
        errors: { avatar: ['The avatar must be at most 5 MB.'] },
      });
      expect(await findUser(t.db, email)).toBeUndefined();
      expect(await avatarFiles()).toEqual(before);
    });

    it('accepts an image of exactly 5 MB', async () => {
      const image = await jpegWithExif(64, 64);
      // JPEG decoders stop at the end-of-image marker, so padding keeps it a valid image.
      const padded = Buffer.concat([image, Buffer.alloc(AVATAR_MAX_BYTES - image.length)]);
      const res = await signup(fields(uniqueEmail()), { avatar: { data: padded, filename: 'exact.jpg' } });
      expect(res.statusCode).toBe(201);
    });

    it('treats an empty file input as no avatar', async () => {
      const email = uniqueEmail();
      const res = await signup(fields(email), { avatar: { data: Buffer.alloc(0), filename: '' } });
      expect(res.statusCode).toBe(201);
      expect((await findUser(t.db, email))!.avatar_path).toBeNull();
    });

    it('keeps no file for the loser when two signups race for one email', async () => {
      const email = uniqueEmail('race');
      const before = await avatarFiles();
      const avatar = { data: await jpegWithExif(), filename: 'me.jpg' };
      // Both pass the "email taken?" check; the unique index decides, and the loser's file goes.
      // The loser is answered as any taken address is: as a new one.
      const answers = await Promise.all([
        signup(fields(email), { avatar }),
        signup(fields(email), { avatar }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      const added = (await avatarFiles()).filter((f) => !before.includes(f));
      const user = await findUser(t.db, email);
      expect(added.map((f) => `/uploads/avatars/${f}`)).toEqual([user!.avatar_path]);
    });
  });
});
