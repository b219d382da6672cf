import { createHash } from 'node:crypto';
import { addDays, type OrderStatus } from '@pinjam/api/domain';
import type { Db } from '../../client';
import * as s from '../../schema';
import type { DemoStep } from './commerce-data';

// The rows one demo trade leaves (commerce.ts runs them): a checkout, sandbox charges or holds
// with our payments, and an order with its line, history and ledger postings, as the checkout,
// requests and orders modules would have written them (the seed is platform: it cannot call them).

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Login = 'hakim' | 'siti';
const LABEL = 'visa 4242';

/** Ten in the morning, Brunei time, `offset` days from today. */
export const moment = (today: string, offset: number, hours = 0) =>
  new Date(new Date(`${addDays(today, offset)}T10:00:00+08:00`).getTime() + hours * 3_600_000);
const ref = (key: string, part: string) =>
  `sbx_pi_${createHash('sha256').update(`demo:${key}:${part}`).digest('base64url').slice(0, 32)}`;
const commissionOf = (lineTotal: number, bps: number) => Math.floor((lineTotal * bps + 5_000) / 10_000);

export interface Context {
  tx: Tx;
  today: string;
  ids: Record<Login, number>;
  fee: number;
  bps: number;
}

/** A sandbox charge or hold and our payment row for it. */
export async function pay(
  c: Context,
  p: { key: string; part: 'order' | 'deposit'; checkout: number; payer: number; amount: number; at: Date },
  state: 'authorised' | 'captured' | 'voided' | 'refunded',
) {
  const provider_ref = ref(p.key, p.part);
  const captured = state === 'captured' || state === 'refunded' ? p.amount : 0;
  const refunded = state === 'refunded' ? p.amount : 0;
  await c.tx.insert(s.sandboxPayments).values({
    id: provider_ref,
    part_reference: p.part,
    reference: `demo_${p.key}`,
    method: 'card',
    status: state === 'refunded' ? 'captured' : state,
    amount: p.amount,
    captured,
    refunded,
    description: `Demo ${p.key} (${p.part})`,
    label: LABEL,
  });
  const [row] = await c.tx
    .insert(s.payments)
    .values({
      public_id: `demo_${p.key}_${p.part}`,
      checkout_id: p.checkout,
      payer_id: p.payer,
      method: 'card',
      provider: 'sandbox',
      provider_ref,
      purpose: p.part,
      capture: p.part === 'order' && state !== 'authorised' && state !== 'voided' ? 'automatic' : 'manual',
      amount: p.amount,
      captured,
      refunded,
      status: state,
      label: LABEL,
      created_at: p.at,
      updated_at: p.at,
    })
    .returning({ id: s.payments.id });
  return row!.id;
}

export async function checkout(c: Context, key: string, userId: number, at: Date) {
  const [row] = await c.tx
    .insert(s.checkouts)
    .values({
      public_id: `demo_${key}`,
      user_id: userId,
      idempotency_key: `demo-${key}`,
      request_hash: 'demo',
      status: 'completed',
      created_at: at,
      updated_at: at,
    })
    .returning({ id: s.checkouts.id });
  return row!.id;
}

interface Line {
  item_id: number;
  title: string;
  is_rental: boolean;
  quantity: number;
  days: number | null;
  start_date: string | null;
  end_date: string | null;
  unit_price: number;
}

/**
 * A delivery order's courier legs as the deliveries module writes them (decision 0036): outbound
 * on the start date (a purchase: the day after it was paid), a rental's return on the end date;
 * completed where the demo's steps delivered or returned it, notified once it was dispatched.
 */
async function legs(c: Context, made: typeof s.orders.$inferSelect, steps: DemoStep[], at: Date) {
  if (made.fulfilment !== 'delivery') return;
  const done = (event: string) => {
    const i = steps.findIndex((step) => step[0] === event);
    return i < 0 ? null : new Date(at.getTime() + (i + 1) * 86_400_000);
  };
  const leg = (
    kind: 'outbound' | 'return',
    scheduled_for: string,
    completedAt: Date | null,
    notified: boolean,
  ) => ({
    order_id: made.id,
    kind,
    scheduled_for,
    district: (made.address as { district?: string } | null)?.district ?? null,
    status: completedAt ? ('completed' as const) : notified ? ('notified' as const) : ('scheduled' as const),
    notified_at: notified || completedAt ? at : null,
    completed_at: completedAt,
  });
  const dispatched = done('dispatch') !== null;
  const paidDay = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  await c.tx
    .insert(s.deliveryLegs)
    .values(
      made.kind === 'purchase'
        ? [leg('outbound', addDays(paidDay, 1)!, done('deliver'), dispatched)]
        : [
            leg('outbound', made.start_date!, done('deliver'), dispatched),
            leg('return', made.end_date!, done('return'), false),
          ],
    );
}

/** An order paid at `at`, its steps a day apart, and the postings its money went through. */
export async function order(
  c: Context,
  o: { kind: 'purchase' | 'rental'; buyer: number; seller: number; checkout: number; payment: number },
  o2: { request: number | null; fulfilment: 'delivery' | 'pickup'; address: object | null; deposit: number },
  line: Line,
  at: Date,
  steps: DemoStep[],
) {
  const lineTotal = line.unit_price * line.quantity;
  const commission = commissionOf(lineTotal, c.bps);
  const fee = o2.fulfilment === 'delivery' ? c.fee : 0;
  const status: OrderStatus = steps.at(-1)?.[1] ?? 'paid';
  const last = new Date(at.getTime() + steps.length * 86_400_000);
  // When the status last changed (a reported issue leaves it): what the timers, the ratings'
  // days to rate and every "completed on" read, the same moment as the step's ledger posting.
  const changes = steps.map(([, to], i) => (to !== (i === 0 ? 'paid' : steps[i - 1]![1]) ? i + 1 : 0));
  const changedAt = new Date(at.getTime() + Math.max(0, ...changes) * 86_400_000);
  const [row] = await c.tx
    .insert(s.orders)
    .values({
      kind: o.kind,
      buyer_id: o.buyer,
      seller_id: o.seller,
      checkout_id: o.checkout,
      payment_id: o.payment,
      request_id: o2.request,
      status,
      fulfilment: o2.fulfilment,
      address: o2.address,
      subtotal: lineTotal,
      delivery_fee: fee,
      total: lineTotal + fee,
      commission,
      seller_net: lineTotal - commission,
      deposit: o2.deposit,
      start_date: line.start_date,
      end_date: line.end_date,
      has_open_issue: steps.some((step) => step[0] === 'reportIssue'),
      cancel_reason: status === 'cancelled' ? (steps.at(-1)?.[3] ?? null) : null,
      created_at: at,
      updated_at: last,
      status_changed_at: changedAt,
    })
    .returning();
  const made = row!;
  await c.tx
    .insert(s.orderLines)
    .values({ ...line, order_id: made.id, line_total: lineTotal, commission_bps: c.bps, commission });
  await legs(c, made, steps, at);
  let from: OrderStatus = 'paid';
  await c.tx.insert(s.orderEvents).values([
    { order_id: made.id, event: 'paid', from_status: null, to_status: 'paid', by: 'system', created_at: at },
    ...steps.map(([event, to, by, note], i) => {
      const step = { order_id: made.id, event, from_status: from, to_status: to, by, note: note ?? null };
      from = to;
      return { ...step, created_at: new Date(at.getTime() + (i + 1) * 86_400_000) };
    }),
  ]);
  const entry = (
    account: (typeof s.ledgerEntries.$inferInsert)['account'],
    amount: number,
    user: number | null,
  ) => ({
    account,
    amount,
    user_id: user,
  });
  const postings: Array<[string, string, ReturnType<typeof entry>[]]> = [
    [
      'paid',
      'paid',
      [
        entry('customer_payments', -made.total, o.buyer),
        entry('seller_pending', made.seller_net, o.seller),
        entry('platform_commission', commission, null),
        entry('platform_delivery', fee, null),
      ],
    ],
  ];
  if (status === 'cancelled')
    postings.push([
      'cancelled',
      'cancelled, refunded in full',
      [
        entry('refunds', made.total, o.buyer),
        entry('seller_pending', -made.seller_net, o.seller),
        entry('platform_commission', -commission, null),
        entry('platform_delivery', -fee, null),
      ],
    ]);
  if (status === 'completed')
    postings.push([
      'completed',
      'completed, net payable',
      [
        entry('seller_pending', -made.seller_net, o.seller),
        entry('seller_payable', made.seller_net, o.seller),
      ],
    ]);
  for (const [name, memo, entries] of postings)
    await c.tx.insert(s.ledgerEntries).values(
      entries
        .filter((e) => e.amount !== 0)
        .map((e) => ({
          ...e,
          posting: `order-${made.id}:${name}`,
          order_id: made.id,
          payment_id: o.payment,
          memo: `Order #${made.id} ${memo}`,
          created_at: name === 'paid' ? at : changedAt,
        })),
    );
  return made;
}
