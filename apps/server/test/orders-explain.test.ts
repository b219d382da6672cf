import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dueQuery, endingQuery } from '../src/modules/orders/timers.repository';
import { useTestApp } from './helpers';

/*
 * The order timers' statements (decision 0035), planned with sequential scans priced out: each
 * reads orders by orders_status_changed_idx (status, status_changed_at), never the whole table.
 */

const t = useTestApp();

async function explain(statement: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('the order timers’ statements', () => {
  it('read orders by status and status_changed_at', async () => {
    const plans = [
      await explain(dueQuery(t.db, 'delivered', new Date()).getSQL()),
      await explain(dueQuery(t.db, 'returned', new Date()).getSQL()),
      await explain(endingQuery(t.db, 'before', '2026-03-05').getSQL()),
      await explain(endingQuery(t.db, 'on', '2026-03-05').getSQL()),
    ];
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/orders_status_changed_idx/);
    }
  });
});
