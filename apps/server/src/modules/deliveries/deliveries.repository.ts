// The deliveries module's statements. The board reads delivery_legs by date through
// delivery_legs_open_date_idx (open legs, the default) or delivery_legs_status_date_idx (one
// status), each leg's order, buyer and seller by their primary keys and its lines by
// order_lines_order_idx. Legs of cancelled orders are left out by the join (decision 0036).
import type { DeliveryAddress, DeliveryLeg, DeliveryStateFilter } from '@pinjam/api/contract';
import { DELIVERIES_MAX } from '@pinjam/api/contract';
import { aliasedTable, and, asc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { deliveryLegs, orderLines, orders, users } from '../../platform/db/schema';

const buyer = aliasedTable(users, 'buyer');
const seller = aliasedTable(users, 'seller');

export interface LegFilter {
  state: DeliveryStateFilter;
  district?: string;
  from?: string;
  to?: string;
}

function conditions(filter: LegFilter): SQL[] {
  const where: SQL[] = [ne(orders.status, 'cancelled')];
  if (filter.state === 'open') where.push(ne(deliveryLegs.status, 'completed'));
  else if (filter.state !== 'all') where.push(eq(deliveryLegs.status, filter.state));
  if (filter.district) where.push(eq(deliveryLegs.district, filter.district));
  if (filter.from) where.push(gte(deliveryLegs.scheduled_for, filter.from));
  if (filter.to) where.push(lte(deliveryLegs.scheduled_for, filter.to));
  return where;
}

const partyColumns = (u: typeof buyer) => ({
  id: u.id,
  name: u.name,
  telephone: u.telephone,
  address_line_1: u.address_line_1,
  address_line_2: u.address_line_2,
  address_line_3: u.address_line_3,
  post_code: u.post_code,
  city: u.city,
  district: u.district,
});

function legRows(tx: Executor, where: SQL | undefined, limit: number) {
  return tx
    .select({
      leg: deliveryLegs,
      order: {
        kind: orders.kind,
        status: orders.status,
        address: orders.address,
      },
      buyer: partyColumns(buyer),
      seller: partyColumns(seller),
    })
    .from(deliveryLegs)
    .innerJoin(orders, eq(orders.id, deliveryLegs.order_id))
    .innerJoin(buyer, eq(buyer.id, orders.buyer_id))
    .innerJoin(seller, eq(seller.id, orders.seller_id))
    .where(where)
    .orderBy(asc(deliveryLegs.scheduled_for), asc(deliveryLegs.id))
    .limit(limit);
}
type LegRow = Awaited<ReturnType<typeof legRows>>[number];
type PartyRow = LegRow['buyer'];

const addressOf = (p: PartyRow): DeliveryAddress => ({
  address_line_1: p.address_line_1,
  address_line_2: p.address_line_2,
  address_line_3: p.address_line_3,
  post_code: p.post_code,
  city: p.city,
  district: p.district,
});

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The order's delivery address (the checkout's fields), else the customer's settings. */
function customerOf(row: LegRow) {
  const a = row.order.address as Record<string, unknown> | null;
  return {
    id: row.buyer.id,
    name: row.buyer.name,
    telephone: text(a?.telephone) ?? row.buyer.telephone,
    address: a
      ? {
          address_line_1: text(a.address_line_1),
          address_line_2: text(a.address_line_2),
          address_line_3: text(a.address_line_3),
          post_code: text(a.post_code),
          city: text(a.city),
          district: text(a.district),
        }
      : addressOf(row.buyer),
  };
}

async function toLegs(tx: Executor, rows: LegRow[], today: string): Promise<DeliveryLeg[]> {
  const orderIds = [...new Set(rows.map((r) => r.leg.order_id))];
  const lines = orderIds.length
    ? await tx
        .select({ order_id: orderLines.order_id, title: orderLines.title, quantity: orderLines.quantity })
        .from(orderLines)
        .where(inArray(orderLines.order_id, orderIds))
        .orderBy(asc(orderLines.order_id), asc(orderLines.id))
    : [];
  return rows.map((row) => {
    const { leg } = row;
    return {
      id: leg.id,
      order_id: leg.order_id,
      order_kind: row.order.kind,
      order_status: row.order.status,
      kind: leg.kind,
      status: leg.status,
      scheduled_for: leg.scheduled_for,
      district: leg.district,
      overdue: leg.status !== 'completed' && leg.scheduled_for < today,
      no_shows: leg.no_shows,
      notified_at: leg.notified_at?.toISOString() ?? null,
      reminded_at: leg.reminded_at?.toISOString() ?? null,
      completed_at: leg.completed_at?.toISOString() ?? null,
      customer: customerOf(row),
      owner: {
        id: row.seller.id,
        name: row.seller.name,
        telephone: row.seller.telephone,
        address: addressOf(row.seller),
      },
      items: lines
        .filter((l) => l.order_id === leg.order_id)
        .map((l) => ({ title: l.title, quantity: l.quantity })),
    };
  });
}

/** The board: legs by date, earliest first, filtered. */
export async function listLegs(tx: Executor, filter: LegFilter, today: string): Promise<DeliveryLeg[]> {
  return toLegs(tx, await legRows(tx, and(...conditions(filter)), DELIVERIES_MAX), today);
}

/** Legs by id, as the board shows them (after an action). */
export async function legsById(tx: Executor, ids: number[], today: string): Promise<DeliveryLeg[]> {
  if (ids.length === 0) return [];
  const rows = await legRows(tx, inArray(deliveryLegs.id, ids), ids.length);
  return toLegs(tx, rows, today);
}
