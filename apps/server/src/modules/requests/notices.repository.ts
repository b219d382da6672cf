// What a request's notices tell, read in notify's transaction (so they see the caller's change).
import { aliasedTable, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { items, orders, rentalRequests, users } from '../../platform/db/schema';

const renters = aliasedTable(users, 'renter');
const owners = aliasedTable(users, 'owner');

export async function requestFacts(tx: Executor, requestId: number) {
  const [row] = await tx
    .select({
      id: rentalRequests.id,
      item: items.title,
      renter: renters.name,
      owner: owners.name,
      start_date: rentalRequests.start_date,
      end_date: rentalRequests.end_date,
      days: rentalRequests.days,
      quantity: rentalRequests.quantity,
      total: rentalRequests.total,
      deposit: rentalRequests.deposit,
      reason: rentalRequests.reason,
      expires_at: rentalRequests.expires_at,
      order_id: orders.id,
    })
    .from(rentalRequests)
    .innerJoin(items, eq(items.id, rentalRequests.item_id))
    .innerJoin(renters, eq(renters.id, rentalRequests.renter_id))
    .innerJoin(owners, eq(owners.id, rentalRequests.owner_id))
    .leftJoin(orders, eq(orders.request_id, rentalRequests.id))
    .where(eq(rentalRequests.id, requestId));
  return row;
}
export type RequestFacts = NonNullable<Awaited<ReturnType<typeof requestFacts>>>;
