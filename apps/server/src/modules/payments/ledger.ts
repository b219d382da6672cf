// The ledger: money moves as postings, each a few entries that add up to zero (accounts:
// ledgerAccounts in the shared domain). Checked here before writing, and again by the database
// at commit (the ledger_entries_balanced constraint trigger).
import type { LedgerAccount } from '@pinjam/api/domain';
import type { Executor } from '../../platform/db/client';
import { insertLedgerRows, ledgerBalance } from './payments.repository';

interface Entry {
  account: LedgerAccount;
  amount: number;
  user_id: number | null;
}

interface Money {
  id: number;
  buyer_id: number;
  seller_id: number;
  payment_id: number;
  total: number;
  seller_net: number;
  commission: number;
  delivery_fee: number;
}

/** Writes one posting; entries of zero are left out. Throws if they do not add up to zero. */
async function post(
  tx: Executor,
  posting: string,
  order: Money,
  memo: string,
  entries: Entry[],
): Promise<void> {
  const rows = entries.filter((e) => e.amount !== 0);
  if (rows.length === 0) return;
  const sum = rows.reduce((s, e) => s + e.amount, 0);
  if (sum !== 0 || rows.some((e) => !Number.isSafeInteger(e.amount)))
    throw new Error(`ledger posting ${posting} does not add up to zero (${sum})`);
  await insertLedgerRows(
    tx,
    rows.map((e) => ({ ...e, posting, order_id: order.id, payment_id: order.payment_id, memo })),
  );
}

/** The buyer's money captured: in from customer_payments, to the seller's pending net and the platform. */
export const postCapture = (tx: Executor, order: Money) =>
  post(tx, `order-${order.id}:paid`, order, `Order #${order.id} paid`, [
    { account: 'customer_payments', amount: -order.total, user_id: order.buyer_id },
    { account: 'seller_pending', amount: order.seller_net, user_id: order.seller_id },
    { account: 'platform_commission', amount: order.commission, user_id: null },
    { account: 'platform_delivery', amount: order.delivery_fee, user_id: null },
  ]);

/** A full refund before dispatch: the capture's shares go back out through refunds. */
export const postFullRefund = (tx: Executor, order: Money) =>
  post(tx, `order-${order.id}:cancelled`, order, `Order #${order.id} cancelled, refunded in full`, [
    { account: 'refunds', amount: order.total, user_id: order.buyer_id },
    { account: 'seller_pending', amount: -order.seller_net, user_id: order.seller_id },
    { account: 'platform_commission', amount: -order.commission, user_id: null },
    { account: 'platform_delivery', amount: -order.delivery_fee, user_id: null },
  ]);

/** The order's balance on one account (every posting so far, this transaction's included). */
export const balanceOf = ledgerBalance;

/** Completion: what is left of the seller's pending net (after any refund) becomes payable. */
export const postCompletion = (tx: Executor, order: Money, amount: number) =>
  post(tx, `order-${order.id}:completed`, order, `Order #${order.id} completed: net payable`, [
    { account: 'seller_pending', amount: -amount, user_id: order.seller_id },
    { account: 'seller_payable', amount, user_id: order.seller_id },
  ]);

/**
 * A refund decided by an admin (`key` names the resolution): `shares` of it taken back from the
 * seller's pending net (or, once the order completed, their payable net: `from`), the commission
 * and the delivery fee (rules.ts refundShares).
 */
export const postRefund = (
  tx: Executor,
  order: Money,
  key: string,
  shares: { seller: number; commission: number; delivery: number },
  from: 'seller_pending' | 'seller_payable' = 'seller_pending',
) =>
  post(tx, `order-${order.id}:${key}:refund`, order, `Order #${order.id} refunded in part or in full`, [
    {
      account: 'refunds',
      amount: shares.seller + shares.commission + shares.delivery,
      user_id: order.buyer_id,
    },
    { account: from, amount: -shares.seller, user_id: order.seller_id },
    { account: 'platform_commission', amount: -shares.commission, user_id: null },
    { account: 'platform_delivery', amount: -shares.delivery, user_id: null },
  ]);

/** Part or all of a rental's deposit captured for the owner: in from the renter, to the owner's pending net. */
export const postDepositCapture = (
  tx: Executor,
  order: Money,
  key: string,
  depositPaymentId: number,
  amount: number,
) =>
  post(
    tx,
    `order-${order.id}:${key}:deposit`,
    { ...order, payment_id: depositPaymentId },
    `Order #${order.id}: deposit captured`,
    [
      { account: 'customer_payments', amount: -amount, user_id: order.buyer_id },
      { account: 'seller_pending', amount, user_id: order.seller_id },
    ],
  );

/** Part or all of a captured deposit given back to the renter: out of the owner's net (`from`). */
export const postDepositRefund = (
  tx: Executor,
  order: Money,
  key: string,
  depositPaymentId: number,
  amount: number,
  from: 'seller_pending' | 'seller_payable',
) =>
  post(
    tx,
    `order-${order.id}:${key}:deposit-refund`,
    { ...order, payment_id: depositPaymentId },
    `Order #${order.id}: deposit refunded`,
    [
      { account: 'refunds', amount, user_id: order.buyer_id },
      { account: from, amount: -amount, user_id: order.seller_id },
    ],
  );

/** A payout's bank transfer: each order's payable net out to payouts (each order balances on its own). */
export const postPayout = (
  tx: Executor,
  payout: { id: number; user_id: number },
  lines: Array<{ order_id: number; payment_id: number; amount: number }>,
) => {
  const posting = `payout-${payout.id}`;
  const memo = `Payout #${payout.id} sent to your bank account`;
  const user_id = payout.user_id;
  return insertLedgerRows(
    tx,
    lines.flatMap(({ order_id, payment_id, amount }) => [
      { posting, account: 'seller_payable' as const, amount: -amount, user_id, order_id, payment_id, memo },
      { posting, account: 'payouts' as const, amount, user_id, order_id, payment_id, memo },
    ]),
  );
};
