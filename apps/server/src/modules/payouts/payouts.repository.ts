// The payouts' statements. Indexes: orders_status_changed_idx (status 'completed') for the
// payable orders, ledger_entries_order_idx for each order's balance, payout_lines_order_unique
// for "not in a payout yet", payouts_status_due_idx for the payouts due. A user's own money:
// finance.repository.ts.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';

/** The stored payout date (null until the admin sets one); `lock` holds the row till commit. */
export async function storedPayoutDate(db: Executor, { lock = false } = {}): Promise<string | null> {
  const { rows } = await db.execute<{ payout_date: string | null }>(
    sql`select to_char(payout_date, 'YYYY-MM-DD') as payout_date from marketplace_settings where id = 1 ${lock ? sql`for update` : sql``}`,
  );
  return rows[0]?.payout_date ?? null;
}

/** Sets the payout date; the payouts still due move to it (their ids, for the audit line). */
export async function setPayoutDate(tx: Executor, date: string): Promise<number[]> {
  await tx.execute(
    sql`update marketplace_settings set payout_date = ${date}, updated_at = now() where id = 1`,
  );
  const { rows } = await tx.execute<{ id: number }>(
    sql`update payouts set due_on = ${date}, updated_at = now() where status = 'due' and due_on <> ${date} returning id`,
  );
  return rows.map((r) => r.id);
}

/** An order's payable net not in any payout yet: completed, no open issue, a positive balance. */
export interface PayableOrder extends Record<string, unknown> {
  order_id: number;
  seller_id: number;
  amount: number;
  has_bank_details: boolean;
}

/**
 * Every order whose seller_payable balance is positive and that no payout carries; an order with
 * an open issue is never payable (its completion waits for the issue, and this says so again).
 * Given `ids`, only those orders (the ones `lockPayable` holds).
 */
export async function payableOrders(tx: Executor, ids?: readonly number[]): Promise<PayableOrder[]> {
  if (ids && !ids.length) return [];
  const { rows } = await tx.execute<PayableOrder>(sql`
    select o.id as order_id, o.seller_id, b.amount,
           coalesce(u.account_number, '') <> '' as has_bank_details
    from orders o
    join users u on u.id = o.seller_id
    cross join lateral (
      select coalesce(sum(e.amount), 0)::int as amount from ledger_entries e
      where e.order_id = o.id and e.account = 'seller_payable'
    ) b
    where o.status = 'completed' and not o.has_open_issue and b.amount > 0
      and not exists (select 1 from payout_lines l where l.order_id = o.id)
      ${ids ? sql`and o.id = any(${idArray(ids)}::int[])` : sql``}
    order by o.id`);
  return rows;
}

/**
 * Locks these orders' rows till commit, in id order, skipping any another transaction holds (a
 * refund or a resolution moving its money right now: it waits for the next visit). The ids locked.
 * Their balances must be read again after this: a refund that committed before the lock was
 * taken is not in a snapshot read before it.
 */
export async function lockPayable(tx: Executor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from orders where id = any(${idArray(ids)}::int[])
    order by id for update skip locked`);
  return rows.map((r) => r.id);
}

/** Ids as one bound parameter, a PostgreSQL array's text. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The users with a payout due: they get no second one until it is paid. */
export async function usersWithDuePayout(tx: Executor): Promise<Set<number>> {
  const { rows } = await tx.execute<{ user_id: number }>(
    sql`select distinct user_id from payouts where status = 'due'`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/**
 * One payout for a user and its lines. The lines' insert skips an order another payout took
 * (the unique order_id); the payout's amount is what the lines hold. Null when none was left.
 */
export async function insertPayout(
  tx: Executor,
  userId: number,
  dueOn: string,
  lines: ReadonlyArray<{ order_id: number; amount: number }>,
): Promise<number | null> {
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into payouts (user_id, amount, due_on) values (${userId}, ${total}, ${dueOn}) returning id`);
  const id = rows[0]!.id;
  const values = sql.join(
    lines.map((l) => sql`(${id}, ${l.order_id}, ${l.amount})`),
    sql`, `,
  );
  const inserted = await tx.execute<{ amount: number }>(sql`
    insert into payout_lines (payout_id, order_id, amount) values ${values}
    on conflict do nothing returning amount`);
  const kept = inserted.rows.reduce((s, r) => s + r.amount, 0);
  if (kept === 0) {
    await tx.execute(sql`delete from payouts where id = ${id}`);
    return null;
  }
  if (kept !== total) await tx.execute(sql`update payouts set amount = ${kept} where id = ${id}`);
  return id;
}

/** Records the reminders not sent yet (kind 'bank-details', per order): the orders newly noted. */
export async function noteBankDetailsReminders(
  tx: Executor,
  entries: ReadonlyArray<{ order_id: number; user_id: number }>,
): Promise<Array<{ order_id: number; user_id: number }>> {
  if (entries.length === 0) return [];
  const values = sql.join(
    entries.map((e) => sql`('bank-details', ${e.order_id}, ${e.user_id})`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ order_id: number; user_id: number }>(sql`
    insert into reminders_sent (kind, order_id, user_id) values ${values}
    on conflict do nothing returning order_id, user_id`);
  return rows;
}

interface PayoutUserRow extends Record<string, unknown> {
  user_id: number;
  name: string;
  email: string;
  bank_name: string | null;
  account_number: string | null;
}

export interface DuePayoutRow extends PayoutUserRow {
  id: number;
  amount: number;
  due_on: string;
  lines: Array<{ order_id: number; amount: number }>;
}

/** The payouts due, with their user (the full account number: the service masks it) and lines. */
export async function duePayouts(db: Executor): Promise<DuePayoutRow[]> {
  const { rows } = await db.execute<DuePayoutRow>(sql`
    select p.id, p.amount, to_char(p.due_on, 'YYYY-MM-DD') as due_on,
           u.id as user_id, u.name, u.email, u.bank_name, u.account_number,
           (select json_agg(json_build_object('order_id', l.order_id, 'amount', l.amount) order by l.order_id)
              from payout_lines l where l.payout_id = p.id) as lines
    from payouts p join users u on u.id = p.user_id
    where p.status = 'due'
    order by lower(u.name), p.id`);
  return rows;
}

/** The users whose payable orders wait for bank details. */
export function waitingFor(tx: Executor, payable: readonly PayableOrder[]) {
  const waiting = payable.filter((o) => !o.has_bank_details);
  return usersOf(tx, [...new Set(waiting.map((o) => o.seller_id))]);
}

export async function usersOf(tx: Executor, ids: number[]): Promise<Map<number, PayoutUserRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.execute<PayoutUserRow>(sql`
    select id as user_id, name, email, bank_name, account_number from users
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rows.map((r) => [r.user_id, r]));
}

/**
 * Marks a due payout paid, copying the bank name and the account's last four digits as they
 * are now: the conditional update a second press finds nothing to do for.
 */
export async function markPaid(tx: Executor, payoutId: number, adminId: number) {
  const { rows } = await tx.execute<{ id: number; user_id: number; amount: number }>(sql`
    update payouts p set status = 'paid', paid_at = now(), paid_by = ${adminId}, updated_at = now(),
      bank_name = u.bank_name, account_last4 = right(u.account_number, 4)
    from users u
    where p.id = ${payoutId} and p.status = 'due' and u.id = p.user_id
    returning p.id, p.user_id, p.amount`);
  return rows[0] ?? null;
}

export async function payoutExists(db: Executor, payoutId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from payouts where id = ${payoutId}`);
  return rows.length > 0;
}

export async function linesOf(tx: Executor, payoutId: number) {
  const { rows } = await tx.execute<{ order_id: number; amount: number; payment_id: number }>(sql`
    select l.order_id, l.amount, o.payment_id from payout_lines l join orders o on o.id = l.order_id
    where l.payout_id = ${payoutId} order by l.order_id`);
  return rows;
}

/** What the payout email tells. */
export async function payoutFacts(tx: Executor, payoutId: number) {
  const { rows } = await tx.execute<{ id: number; amount: number; account_last4: string | null }>(
    sql`select id, amount, account_last4 from payouts where id = ${payoutId}`,
  );
  return rows[0];
}
export type PayoutFacts = NonNullable<Awaited<ReturnType<typeof payoutFacts>>>;

/** The bank transfers to make: each payout due with the user's full bank details. */
export async function transfers(db: Executor) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    bank_name: string | null;
    account_number: string | null;
    amount: number;
  }>(sql`
    select p.id, u.name, u.bank_name, u.account_number, p.amount
    from payouts p join users u on u.id = p.user_id
    where p.status = 'due' order by lower(u.name), p.id`);
  return rows;
}
