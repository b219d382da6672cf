import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { recordAll, type ActivityEntry } from '../activity';
import { notifyAll } from '../notifications';
import { getMarketplaceSettings, type MarketplaceSettings } from '../settings';
import { postCapture } from '../payments';
import { createDeliveryLegs } from './legs.repository';
import { commissionOf } from './rules';
import { insertOrder, insertOrderLines, recordOrderEvent } from './writes.repository';

/** What the checkout (purchases) or an accepted request (a rental) has captured. */
interface PaidOrderInput {
  kind: 'purchase' | 'rental';
  buyer_id: number;
  seller_id: number;
  checkout_id: number;
  payment_id: number;
  request_id: number | null;
  fulfilment: 'delivery' | 'pickup';
  /** The delivery address (the checkout's validated fields); null for pickup. */
  address: object | null;
  delivery_fee: number;
  deposit: number;
  start_date: string | null;
  end_date: string | null;
  lines: Array<{
    item_id: number;
    title: string;
    is_rental: boolean;
    quantity: number;
    days: number | null;
    start_date: string | null;
    end_date: string | null;
    unit_price: number;
    line_total: number;
  }>;
}

/**
 * Writes a paid order inside the caller's transaction: its lines with the commission rate of
 * the moment (half up per line, in cents), the order's money (subtotal, delivery, total,
 * commission, seller's net), its first history row (→ paid, by the system), the ledger posting
 * of the captured money, and tells the seller (`order`) and the buyer (`receipt`, email). The
 * activity (`order_paid` for the buyer, `order_sold` for the seller) is recorded here, or added to
 * the caller's `activity` when given, for the caller to record with its own in one statement.
 */
export async function createPaidOrder(
  app: FastifyInstance,
  tx: Executor,
  input: PaidOrderInput,
  /** The marketplace settings the caller read in this transaction (else read here). */
  settings?: MarketplaceSettings,
  activity?: ActivityEntry[],
) {
  if (input.lines.length === 0) throw new Error('an order needs at least one line');
  const { commission_bps } = settings ?? (await getMarketplaceSettings(tx));
  const lines = input.lines.map((line) => ({
    ...line,
    commission_bps,
    commission: commissionOf(line.line_total, commission_bps),
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.line_total, 0);
  const commission = lines.reduce((sum, l) => sum + l.commission, 0);

  const created = await insertOrder(tx, {
    kind: input.kind,
    buyer_id: input.buyer_id,
    seller_id: input.seller_id,
    checkout_id: input.checkout_id,
    payment_id: input.payment_id,
    request_id: input.request_id,
    status: 'paid',
    fulfilment: input.fulfilment,
    address: input.address,
    subtotal,
    delivery_fee: input.delivery_fee,
    total: subtotal + input.delivery_fee,
    commission,
    seller_net: subtotal - commission,
    deposit: input.deposit,
    start_date: input.start_date,
    end_date: input.end_date,
  });
  await insertOrderLines(
    tx,
    lines.map((l) => ({ ...l, order_id: created.id })),
  );
  await recordOrderEvent(tx, {
    order_id: created.id,
    event: 'paid',
    from_status: null,
    to_status: 'paid',
    by: 'system',
  });
  await postCapture(tx, created);
  // Delivery orders: their courier legs (outbound, and a rental's return), in this transaction.
  await createDeliveryLegs(tx, created);
  await notifyAll(app, tx, [
    { userId: created.seller_id, kind: 'order', payload: { order_id: created.id } },
    { userId: created.buyer_id, kind: 'receipt', payload: { order_id: created.id } },
  ]);
  const subject = { type: 'order', id: created.id } as const;
  const title = lines[0]!.title;
  const entries: ActivityEntry[] = [
    {
      userId: created.buyer_id,
      kind: 'order_paid',
      subject,
      data: { title, lines: lines.length, amount: created.total, role: 'buyer' },
    },
    {
      userId: created.seller_id,
      kind: 'order_sold',
      subject,
      data: { title, lines: lines.length, amount: created.seller_net, role: 'seller' },
    },
  ];
  if (activity) activity.push(...entries);
  else await recordAll(tx, entries);
  return { id: created.id, seller_id: created.seller_id, total: created.total, status: 'paid' as const };
}
