import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../src/modules/audit';
import { adminAudit } from '../src/platform/db/schema';
import { bearer, insertUser, login, useTestApp } from './helpers';

// Issue 17, deliverable 7 (decision 0039): the audit trail on real PostgreSQL. It cannot be
// edited or deleted, not even from the app's own connection; the list is newest first, filtered
// by action, record, admin and days, paged by a cursor.

const t = useTestApp();
let headers: Record<string, string>;
let first: Awaited<ReturnType<typeof insertUser>>;
let second: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  first = await insertUser(t.db, { name: 'Admin One', role_id: 2 });
  second = await insertUser(t.db, { name: 'Admin Two', role_id: 2 });
  headers = bearer(await login(t.app, first.email));
  // 30 lines: banners 1–3 switched by the first admin, a user disabled by the second, settings.
  await t.db.transaction(async (tx) => {
    for (let i = 0; i < 24; i++)
      await audit(tx, first, {
        action: 'banner.update',
        subject_type: 'banner',
        subject_id: (i % 3) + 1,
        before: { active: true },
        after: { active: false },
      });
    for (let i = 0; i < 5; i++)
      await audit(tx, second, { action: 'user.disable', subject_type: 'user', subject_id: 42 });
    await audit(tx, second, {
      action: 'settings.update',
      subject_type: 'settings',
      subject_id: 1,
      before: { delivery_fee: 500 },
      after: { delivery_fee: 750 },
    });
  });
});

const list = (query = '') => t.app.inject({ url: `/api/admin/audit${query}`, headers });

describe('the trail cannot be changed', () => {
  it('refuses an UPDATE, a DELETE and a TRUNCATE even from the app’s own connection', async () => {
    const code = async (statement: Promise<unknown>) => {
      try {
        await statement;
        return 'accepted';
      } catch (error) {
        return (
          (error as { cause?: { code?: string }; code?: string }).cause?.code ??
          (error as { code?: string }).code
        );
      }
    };
    expect(await code(t.db.update(adminAudit).set({ action: 'nothing.happened' }))).toBe('42501');
    expect(await code(t.db.delete(adminAudit))).toBe('42501');
    expect(await code(t.db.execute(sql`truncate admin_audit`))).toBe('42501');
    const [{ count }] = (
      await t.db.execute<{ count: number }>(sql`select count(*)::int as count from admin_audit`)
    ).rows as [{ count: number }];
    expect(count).toBe(30);
    const changed = await t.db.execute(sql`select 1 from admin_audit where action = 'nothing.happened'`);
    expect(changed.rows).toHaveLength(0);
  });

  it('is recorded in the action’s transaction: rolled back, nothing is kept', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await audit(tx, first, { action: 'banner.delete', subject_type: 'banner', subject_id: 99 });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await list('?subject_type=banner&subject_id=99')).json().entries).toEqual([]);
  });
});

describe('the list', () => {
  it('is newest first, 50 a page by default, with a cursor through to the end', async () => {
    const page = await list('?limit=12');
    expect(page.statusCode).toBe(200);
    const body = page.json<{ entries: Array<{ id: number; action: string }>; next: number | null }>();
    expect(body.entries).toHaveLength(12);
    expect(body.entries[0]!.action).toBe('settings.update');
    const ids = body.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const seen = new Set(ids);
    let next = body.next;
    while (next) {
      const more = (await list(`?limit=12&before=${next}`)).json<typeof body>();
      for (const e of more.entries) {
        expect(seen.has(e.id)).toBe(false);
        seen.add(e.id);
      }
      next = more.next;
    }
    expect(seen.size).toBe(30);
    expect((await list()).json().entries).toHaveLength(30);
  });

  it('filters by action, by record, by admin and by days', async () => {
    expect((await list('?action=user.disable')).json().entries).toHaveLength(5);
    const banner2 = (await list('?subject_type=banner&subject_id=2')).json().entries;
    expect(banner2).toHaveLength(8);
    expect(banner2[0]).toMatchObject({
      admin_name: 'Admin One',
      before: { active: true },
      after: { active: false },
    });
    expect((await list(`?admin_id=${second.id}`)).json().entries).toHaveLength(6);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).json().entries).toHaveLength(30);
    expect((await list('?from=2001-01-01&to=2001-01-02')).json().entries).toHaveLength(0);
  });

  it('refuses bad filters beside each (422)', async () => {
    const res = await list('?from=yesterday&limit=0&admin_id=x');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['admin_id', 'from', 'limit']);
  });
});
