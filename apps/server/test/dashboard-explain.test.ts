import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from '../src/modules/activity/activity.repository';
import * as repository from '../src/modules/dashboard/dashboard.repository';
import type { Db } from '../src/platform/db/client';
import { useTestApp } from './helpers';
import { seedDemoDrawnOnce } from './demo-seed';

/*
 * The dashboard's and the feed's statements, planned on the seeded demo database with sequential
 * scans priced out (the tables are small enough that the planner would otherwise read them
 * whole): each reads by index — the admin's new members this month and orders by month too, by
 * the created_at indexes of migration 0019 (decision 0034).
 */

const t = useTestApp();
let sitiId: number;

beforeAll(async () => {
  await seedDemoDrawnOnce(t);
  sitiId = (await t.db.execute<{ id: number }>(sql`select id from users where email = 'siti@pinjam.bn'`))
    .rows[0]!.id;
}, 120_000);

async function explain(statement: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** The plans of the statements `run` sends through the executor it is given (nothing runs). */
async function plansOf(run: (db: Db) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  const planner = {
    execute: async (statement: SQL) => {
      plans.push(await explain(statement));
      return { rows: [{}] };
    },
  };
  await run(planner as unknown as Db);
  return plans;
}

const seqScans = (plans: string[]) =>
  plans.flatMap((p) => [...p.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]));

describe('the dashboard’s and the feed’s statements', () => {
  const now = new Date();

  it('a member’s: every count and the earnings by index', async () => {
    const plans = await plansOf(async (db) => {
      await repository.memberCounts(db, sitiId, now);
      await repository.earningsByMonth(db, sitiId, now);
    });
    expect(seqScans(plans)).toEqual([]);
    // PostgreSQL 16 puts the accounts in the index condition; 15 may test them as a filter on the
    // same index range (user_id and the month) — either way only the member's entries are read.
    expect(plans[1]).toMatch(/ledger_entries_user_account_idx[\s\S]*Index Cond: \(\(user_id = \d+\)/);
  });

  it('the feed’s page: backwards along activities_user_idx from before', async () => {
    const query = page(t.db, sitiId, 1_000, 20).toSQL();
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => String(query.params[Number(n) - 1]));
    const plan = await explain(sql.raw(text));
    expect(plan).toMatch(/Index Scan Backward using activities_user_idx/);
    expect(seqScans([plan])).toEqual([]);
  });

  it('the admin’s: by index (users’ and orders’ created_at since migration 0019)', async () => {
    const plans = await plansOf(async (db) => {
      await repository.marketplaceCounts(db, now);
      await repository.marketplaceByMonth(db, now);
    });
    expect(seqScans(plans)).toEqual([]);
    expect(plans.join('\n')).toContain('users_created_at_idx');
    expect(plans.join('\n')).toContain('orders_created_at_idx');
    expect(plans[1]).toMatch(/Index Cond: \(\(user_id IS NULL\) AND \(account = 'platform_commission'/);
    for (const index of ['items_active', 'identity_verifications_pending_idx', 'order_issues_open_idx'])
      expect(plans[0]).toContain(index);
  });
});
