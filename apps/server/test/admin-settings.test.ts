import { settingsMessages } from '@pinjam/api/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, marketplaceSettings } from '../src/platform/db/schema';
import { bearer, emailsTo, insertUser, login, PASSWORD, useTestApp } from './helpers';

// Issue 17, deliverable 6 (decision 0039): the company details, the marketplace's settings and
// the admin's password, on real PostgreSQL; every change audited with before and after. The
// ten-wrong-passwords lock: admin-password-limit.test.ts.

const t = useTestApp();
let admin: Awaited<ReturnType<typeof insertUser>>;
let headers: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  admin = await insertUser(t.db, { name: 'Admin Settings', role_id: 2 });
  headers = bearer(await login(t.app, admin.email));
  member = bearer(await login(t.app, (await insertUser(t.db)).email));
});

const post = (url: string, payload: object, h = headers) =>
  t.app.inject({ method: 'POST', url, payload, headers: h });
const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
const lastAudit = async () => (await t.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0];

describe('the company details', () => {
  it('are all null before an admin sets them, then saved field by field (blank clears), audited with what changed', async () => {
    const empty = await get('/api/admin/get-details');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().details.address_line_1).toBeNull();

    const saved = await post('/api/admin/update-details/', {
      address_line_1: 'Unit 5, Simpang 88',
      city: 'Bandar Seri Begawan',
      country: 'Brunei Darussalam',
      telephone: '+673 222 3333',
      email: 'Hello@Pinjam.bn',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toMatchObject({
      address_line_1: 'Unit 5, Simpang 88',
      email: 'hello@pinjam.bn',
    });
    // The footer's public call shows them.
    const footer = await t.app.inject({ url: '/api/helpers/system-details' });
    expect(footer.json().details).toMatchObject({
      address_line_1: 'Unit 5, Simpang 88',
      city: 'Bandar Seri Begawan',
    });

    const line = await lastAudit();
    expect(line).toMatchObject({
      action: 'details.update',
      subject_type: 'details',
      admin_id: admin.id,
      admin_name: 'Admin Settings',
    });
    expect(line!.before).toMatchObject({ address_line_1: null, city: null });
    expect(line!.after).toMatchObject({ address_line_1: 'Unit 5, Simpang 88', city: 'Bandar Seri Begawan' });

    const cleared = await post('/api/admin/update-details/', { city: '' });
    expect(cleared.json().details).toMatchObject({ city: null, address_line_1: 'Unit 5, Simpang 88' });
    const clearLine = await lastAudit();
    expect(clearLine!.before).toEqual({ city: 'Bandar Seri Begawan' });
    expect(clearLine!.after).toEqual({ city: null });
  });

  it('refuses bad fields with a message beside each (422), saving none of them', async () => {
    const before = (await get('/api/admin/get-details')).json().details;
    const res = await post('/api/admin/update-details/', {
      address_line_1: 'x'.repeat(121),
      telephone: 'call me',
      email: 'not-an-email',
      city: 'Line\u0000break',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['address_line_1', 'city', 'email', 'telephone']);
    expect((await get('/api/admin/get-details')).json().details).toEqual(before);
  });

  it('writes no audit line when nothing changed', async () => {
    const count = (await t.db.select().from(adminAudit)).length;
    const details = (await get('/api/admin/get-details')).json().details;
    expect(
      (await post('/api/admin/update-details/', { address_line_1: details.address_line_1 })).statusCode,
    ).toBe(200);
    expect((await t.db.select().from(adminAudit)).length).toBe(count);
  });
});

describe('the marketplace settings', () => {
  it('show the payout date the finances show, before and after the admin sets one', async () => {
    const payoutDate = async () => (await get('/api/admin/get-payouts')).json().payout_date;
    const settings = async () => (await get('/api/admin/marketplace-settings')).json().settings.payout_date;
    // None set: the next Friday, on both screens.
    expect(await payoutDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await settings()).toBe(await payoutDate());
    const chosen = '2099-01-02';
    expect((await post('/api/admin/update-payout-date/', { date: chosen })).statusCode).toBe(200);
    expect(await settings()).toBe(chosen);
    expect(await payoutDate()).toBe(chosen);
    // Saving other settings answers the same date.
    const saved = await post('/api/admin/marketplace-settings', { delivery_fee: 500 });
    expect(saved.json().settings.payout_date).toBe(chosen);
    await t.db.update(marketplaceSettings).set({ payout_date: null }).where(eq(marketplaceSettings.id, 1));
  });

  it('saves the fee, the commission, the name and the contact email, audited with before and after', async () => {
    const start = await get('/api/admin/marketplace-settings');
    expect(start.json().settings).toMatchObject({
      delivery_fee: 500,
      commission_bps: 1000,
      marketplace_name: 'Pinjam',
    });
    const res = await post('/api/admin/marketplace-settings', {
      delivery_fee: 750,
      commission_bps: 1250,
      marketplace_name: 'Pinjam Brunei',
      contact_email: 'help@pinjam.bn',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({ delivery_fee: 750, commission_bps: 1250 });
    const [row] = await t.db.select().from(marketplaceSettings).where(eq(marketplaceSettings.id, 1));
    expect(row).toMatchObject({ delivery_fee: 750, commission_bps: 1250, marketplace_name: 'Pinjam Brunei' });
    const line = await lastAudit();
    expect(line).toMatchObject({ action: 'settings.update', subject_type: 'settings' });
    expect(line!.before).toEqual({
      delivery_fee: 500,
      commission_bps: 1000,
      marketplace_name: 'Pinjam',
      contact_email: 'hello@pinjam.bn',
    });
    expect(line!.after).toEqual({
      delivery_fee: 750,
      commission_bps: 1250,
      marketplace_name: 'Pinjam Brunei',
      contact_email: 'help@pinjam.bn',
    });
  });

  it('refuses a negative fee, a commission over 100 % or below 0 (422 beside each), changing nothing', async () => {
    const before = (await get('/api/admin/marketplace-settings')).json().settings;
    for (const [field, value] of [
      ['delivery_fee', -1],
      ['delivery_fee', 100_001],
      ['delivery_fee', 1.5],
      ['commission_bps', 10_001],
      ['commission_bps', -5],
      ['commission_bps', '12%'],
      ['marketplace_name', '   '],
      ['contact_email', 'nobody'],
    ] as const) {
      const res = await post('/api/admin/marketplace-settings', { [field]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(422);
      expect(Object.keys(res.json().errors), `${field} ${value}`).toEqual([field]);
    }
    expect((await get('/api/admin/marketplace-settings')).json().settings).toEqual(before);
    // 0 and 100 % are the edges, and allowed.
    expect(
      (await post('/api/admin/marketplace-settings', { delivery_fee: 0, commission_bps: 10_000 })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/admin/marketplace-settings', { delivery_fee: 500, commission_bps: 1000 })).statusCode,
    ).toBe(200);
  });

  it('answers 200 with the settings unchanged for an empty body or only read-only fields, auditing nothing', async () => {
    const before = (await get('/api/admin/marketplace-settings')).json().settings;
    const lastBefore = await lastAudit();
    for (const body of [{}, { payout_date: '2030-01-01' }, { delivery_fee: undefined, id: 2 }]) {
      const res = await post('/api/admin/marketplace-settings', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(200);
      expect(res.json().settings).toEqual(before);
    }
    expect((await get('/api/admin/marketplace-settings')).json().settings).toEqual(before);
    expect((await lastAudit())?.id).toBe(lastBefore?.id);
  });

  it("signs emails off with the marketplace's name and contact email", async () => {
    await post('/api/admin/marketplace-settings', {
      marketplace_name: 'Pinjam Brunei',
      contact_email: 'help@pinjam.bn',
    });
    const someone = await insertUser(t.db, { name: 'Nurul Aini' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/create/',
      payload: { email: someone.email },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await emailsTo(t.db, someone.email);
    expect(mail!.text).toMatch(/The Pinjam Brunei team\nhelp@pinjam\.bn$/);
    expect(mail!.html).toContain('>Pinjam Brunei</h1>');
    expect(mail!.html).toContain('mailto:help@pinjam.bn');
  });
});

describe("the admin's password", () => {
  const NEW = 'kampong-ayer-2026';

  it('a wrong current password: 422 beside it, nothing changes', async () => {
    const res = await post('/api/admin/update-password/', {
      password: 'not-my-password',
      newPassword: NEW,
      newPassword_confirmation: NEW,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [settingsMessages.wrongPassword] });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: admin.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a confirmation that differs: 422 beside it', async () => {
    const res = await post('/api/admin/update-password/', {
      password: PASSWORD,
      newPassword: NEW,
      newPassword_confirmation: 'other-one-2026',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['newPassword_confirmation']);
  });

  it("changes it, signs the admin's other sessions out (this one stays), emails a notice and audits it without the password", async () => {
    const other = await login(t.app, admin.email);
    const res = await post('/api/admin/update-password/', {
      password: PASSWORD,
      newPassword: NEW,
      newPassword_confirmation: NEW,
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = (token: Record<string, string>) => t.app.inject({ url: '/api/user/get/', headers: token });
    expect((await me(bearer(other))).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(200);
    expect(await login(t.app, admin.email, NEW)).toBeTruthy();
    const [notice] = await emailsTo(t.db, admin.email);
    expect(notice!.subject).toMatch(/password was changed/);
    const line = await lastAudit();
    expect(line).toMatchObject({
      action: 'password.change',
      subject_type: 'user',
      subject_id: String(admin.id),
      before: null,
      after: null,
    });
    expect(JSON.stringify(line)).not.toContain(NEW);
  });
});

describe('who may call', () => {
  it('refuses a member (403) and a visitor (401) on every settings call, changing nothing', async () => {
    const before = (await get('/api/admin/marketplace-settings')).json().settings;
    const details = (await get('/api/admin/get-details')).json().details;
    for (const [h, status] of [
      [member, 403],
      [{}, 401],
    ] as const) {
      expect((await get('/api/admin/get-details', h)).statusCode).toBe(status);
      expect((await get('/api/admin/marketplace-settings', h)).statusCode).toBe(status);
      expect((await get('/api/admin/audit', h)).statusCode).toBe(status);
      expect((await post('/api/admin/update-details/', { city: 'Tutong' }, h)).statusCode).toBe(status);
      expect((await post('/api/admin/marketplace-settings', { delivery_fee: 1 }, h)).statusCode).toBe(status);
      expect(
        (
          await post(
            '/api/admin/update-password/',
            {
              password: PASSWORD,
              newPassword: 'x-new-password-1',
              newPassword_confirmation: 'x-new-password-1',
            },
            h,
          )
        ).statusCode,
      ).toBe(status);
    }
    expect((await get('/api/admin/marketplace-settings')).json().settings).toEqual(before);
    expect((await get('/api/admin/get-details')).json().details).toEqual(details);
  });
});
