import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client';

/**
 * Whether another connection can lock the row at once (FOR UPDATE NOWAIT): how a test sees that a
 * provider is called with no row held (decision 0042, "The provider outside the locks").
 */
export async function lockable(
  db: Db,
  table: 'orders' | 'payments' | 'rental_requests' | 'items' | 'checkouts',
  id: number,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update nowait`);
    });
    return true;
  } catch {
    return false;
  }
}
