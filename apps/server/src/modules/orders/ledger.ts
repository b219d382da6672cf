// The ledger: money moves as postings, each a few entries that add up to zero (accounts:
// ledgerAccounts in the shared domain). Checked here before writing, and again by the database
// at commit (the ledger_entries_balanced constraint trigger).
import type { LedgerAccount } from '@pinjam/api/domain';
import type { Executor } from '../../platform/db/client';
import { ledgerEntries } from '../../platform/db/schema';

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
  const sum = rows.reduce((s, e) => s + e.amount, 0);
  if (sum !== 0 || rows.some((e) => !Number.isSafeInteger(e.amount)))
    throw new Error(`ledger posting ${posting} does not add up to zero (${sum})`);
  await tx
    .insert(ledgerEntries)
    .values(rows.map((e) => ({ ...e, posting, order_id: order.id, payment_id: order.payment_id, memo })));
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
