import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryLegs,
  deliveryNoShows,
  identityVerifications,
  payouts,
  ratings,
} from '../src/platform/db/schema';
import { bearer, insertItem, insertUser, login, PASSWORD, useTestApp } from './helpers';
import { paidOrder } from './orders-fixtures';

// Issue 17, deliverable 2 (decision 0041): the admin's list of users, its export and one user's
// record, on real PostgreSQL. Disabling and enabling: admin-users-disable.test.ts.

const t = useTestApp();
let admin: Record<string, string>;
let member: Record<string, string>;
const ids: Record<string, number> = {};

interface Row {
  id: number;
  name: string;
  email: string;
  role: string;
  verification_status: string;
  disabled_at: string | null;
  activated_at: string | null;
  items_count: number;
  orders_count: number;
}
interface Page {
  users: Row[];
  total: number;
  page: number;
  per_page: number;
}

beforeAll(async () => {
  const a = await insertUser(t.db, { name: 'Admin Users', email: 'admin.users@pinjam.test', role_id: 2 });
  const hakim = await insertUser(t.db, {
    name: 'Hakim Yusof',
    email: 'hakim.yusof@example.com',
    verification_status: 'pending',
    bank_name: 'BIBD',
    account_number: '0012 3456 4821',
    password: PASSWORD,
  });
  const siti = await insertUser(t.db, { name: 'Siti Rahmah', email: 'siti_rahmah@example.com' });
  const gone = await insertUser(t.db, { name: 'Disabled Dayang 100%', disabled_at: new Date() });
  const fresh = await insertUser(t.db, { name: 'Inactive Ismail', activated: false });
  Object.assign(ids, { admin: a.id, hakim: hakim.id, siti: siti.id, gone: gone.id, fresh: fresh.id });
  // Thirty more so that the list has two pages.
  for (let i = 0; i < 30; i++) await insertUser(t.db, { name: `Member ${String(i).padStart(2, '0')}` });
  admin = bearer(await login(t.app, a.email));
  member = bearer(await login(t.app, siti.email));

  const camera = await insertItem(t.db, siti.id, { title: 'Sony A7 camera' });
  await insertItem(t.db, siti.id, { title: 'Tripod' });
  const drill = await insertItem(t.db, hakim.id, { title: 'Bosch drill' });
  const bought = await paidOrder(t, { buyer: hakim, seller: siti, lines: [{ item_id: camera.id }] });
  await paidOrder(t, { buyer: siti, seller: hakim, lines: [{ item_id: drill.id }] });
  await t.db.insert(identityVerifications).values({
    user_id: hakim.id,
    document_key: `verification/${hakim.id}/document.webp`,
    selfie_key: `verification/${hakim.id}/selfie.webp`,
  });
  await t.db.insert(ratings).values({
    order_id: bought.id,
    rater_id: siti.id,
    ratee_id: hakim.id,
    target: 'user',
    rater_role: 'seller',
    rating: 5,
    content: 'Paid on time',
    published_at: new Date(),
  });
  await t.db.insert(payouts).values({ user_id: hakim.id, amount: 2300, due_on: '2030-01-31' });
  // A delivery order has its outbound leg already (the checkout schedules it); Hakim missed it once.
  const [leg] = await t.db.select().from(deliveryLegs).where(eq(deliveryLegs.order_id, bought.id));
  await t.db.insert(deliveryNoShows).values({ leg_id: leg!.id, user_id: hakim.id, missed_on: '2030-01-02' });
});

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const list = async (query = '') => {
  const res = await get(`/api/admin/get-all-users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

describe('the list', () => {
  it('answers 25 newest first with the total, and the second page the rest', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 35, page: 1, per_page: 25 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0]!.name).toBe('Member 29');
    const second = await list('?page=2');
    expect(second.users).toHaveLength(10);
    expect(second.users.at(-1)!.name).toBe('Admin Users');
    expect(JSON.stringify(first)).not.toMatch(/password|account_number|0012 3456/);
  });

  it('finds by name or email, any case, with % and _ taken literally', async () => {
    expect((await list('?q=HAKIM')).users.map((u) => u.id)).toEqual([ids.hakim]);
    expect((await list('?q=yusof%40example')).users.map((u) => u.id)).toEqual([ids.hakim]);
    expect((await list('?q=100%25')).users.map((u) => u.id)).toEqual([ids.gone]);
    expect((await list('?q=_')).users.map((u) => u.id)).toEqual([ids.siti]);
    expect((await list('?q=nobody-here')).total).toBe(0);
  });

  it('counts items and orders both ways', async () => {
    const [hakim] = (await list('?q=hakim')).users;
    expect(hakim).toMatchObject({
      items_count: 1,
      orders_count: 2,
      verification_status: 'pending',
      role: 'user',
    });
    const [siti] = (await list('?q=siti')).users;
    expect(siti).toMatchObject({ items_count: 2, orders_count: 2 });
  });

  it('filters by verification, state and role', async () => {
    expect((await list('?verification=pending')).users.map((u) => u.id)).toEqual([ids.hakim]);
    expect((await list('?state=disabled')).users.map((u) => u.id)).toEqual([ids.gone]);
    expect((await list('?state=inactive')).users.map((u) => u.id)).toEqual([ids.fresh]);
    expect((await list('?state=active')).total).toBe(33);
    expect((await list('?role=admin')).users.map((u) => u.id)).toEqual([ids.admin]);
  });

  it('sorts by name and email either way', async () => {
    expect((await list('?sort=name')).users[0]!.name).toBe('Admin Users');
    expect((await list('?sort=name&dir=desc')).users[0]!.name).toBe('Siti Rahmah');
    expect((await list('?sort=email&dir=asc')).users[0]!.email).toBe('admin.users@pinjam.test');
  });

  it('refuses an unknown sort, filter or page with the field named (422)', async () => {
    for (const query of ['sort=password_hash', 'state=gone', 'verification=yes', 'role=root', 'page=0']) {
      const res = await get(`/api/admin/get-all-users?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([query.split('=')[0]]);
    }
  });

  it('is the admin’s only: a member 403, nobody 401', async () => {
    expect((await get('/api/admin/get-all-users', member)).statusCode).toBe(403);
    expect((await get('/api/admin/get-all-users', {})).statusCode).toBe(401);
    expect((await get('/api/admin/users/export', member)).statusCode).toBe(403);
  });
});

describe('the list’s queries', () => {
  it('walk an index: newest first on users_created_at_idx, a search through the trigram index', async () => {
    await t.db.execute(sql`analyze users`);
    const plans = await t.db.transaction(async (tx) => {
      // A table this small would be read whole; the plan with scans off shows which index serves it.
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (where: string) => {
        const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
          sql.raw(`explain select id from users ${where} order by created_at desc, id desc limit 25`),
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      const newest = await plan('');
      // On a big table a selective search goes to the trigram index; here, without the walk down
      // created_at, the plan shows that the index matches the query's expression.
      await tx.execute(sql`set local enable_indexscan = off`);
      return [newest, await plan(`where (lower(name) || ' ' || lower(email)) like '%hakim%'`)];
    });
    expect(plans[0]).toContain('users_created_at_idx');
    expect(plans[1]).toContain('users_admin_search_trgm_idx');
  });

  it('walk an index when sorted by name or by email, either way', async () => {
    await t.db.execute(sql`analyze users`);
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const plan = async (order: string) => {
        const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
          sql.raw(`explain select id from users order by ${order} limit 25`),
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      return Promise.all([
        plan('lower(name) asc, id asc'),
        plan('lower(name) desc, id desc'),
        plan('lower(email) asc, id asc'),
        plan('lower(email) desc, id desc'),
      ]);
    });
    expect(plans[0]).toContain('users_name_lower_idx');
    expect(plans[1]).toContain('Index Scan Backward using users_name_lower_idx');
    expect(plans[2]).toContain('users_email_lower_unique');
    expect(plans[3]).toContain('users_email_lower_unique');
  });
});

describe('the export', () => {
  it('answers every matching row as CSV, without hashes or bank details', async () => {
    const res = await get('/api/admin/users/export?q=hakim');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { filename, csv } = res.json<{ filename: string; csv: string }>();
    expect(filename).toMatch(/^pinjam-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Name,Email,Role,Verification,Activated,Disabled,Joined');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('hakim.yusof@example.com');
    const all = (await get('/api/admin/users/export')).json<{ csv: string }>().csv;
    expect(all.trim().split('\r\n')).toHaveLength(36);
    expect(all).not.toMatch(/\$argon|\$2[aby]\$|3456 4821|BIBD/);
  });
});

describe('one user', () => {
  it('shows the profile with the account masked, the documents signed, items, orders both ways, ratings, payouts', async () => {
    const res = await get(`/api/admin/get-user/${ids.hakim}`);
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json<{ user: Record<string, unknown> }>();
    expect(res.body).not.toMatch(/0012 3456|password/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(user.profile).toMatchObject({
      name: 'Hakim Yusof',
      bank_name: 'BIBD',
      account_masked: '•••• 4821',
      items_count: 1,
      orders_count: 2,
    });
    const verification = user.verification as {
      status: string;
      images: { document: string; selfie: string };
    };
    expect(verification.status).toBe('pending');
    expect(verification.images.document).toMatch(/document\.webp\?expires=\d+&signature=/);
    expect(user.items).toMatchObject([{ title: 'Bosch drill', status: 'active' }]);
    const orders = user.orders as Array<{ role: string; other: { id: number } }>;
    expect(orders.map((o) => o.role).sort()).toEqual(['buyer', 'seller']);
    expect(orders.every((o) => o.other.id === ids.siti)).toBe(true);
    expect(user.ratings).toMatchObject({ received: [{ rating: 5, other: { id: ids.siti } }], given: [] });
    expect(user.payouts).toMatchObject([{ amount: 2300, status: 'due' }]);
    expect(user.no_shows).toMatchObject([{ leg_id: expect.any(Number), missed_on: '2030-01-02' }]);
  });

  it('answers 404 for an unknown id and 422 for a broken one', async () => {
    expect((await get('/api/admin/get-user/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/get-user/abc')).statusCode).toBe(422);
    expect((await get(`/api/admin/get-user/${ids.hakim}`, member)).statusCode).toBe(403);
  });
});
