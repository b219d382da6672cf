// Payouts (issue 16, decision 0037): completion makes an order's net payable (the ledger's
// seller_payable); the admin's get-payouts prepares one payout per user with bank details from
// what is payable and in no payout yet; user-paid records the bank transfer (due → paid, the
// ledger's seller_payable → payouts per order) and tells the user. Each admin action writes one
// audit line in its transaction (decision 0040): the date, a batch of payouts made, a payout paid.
import { maskAccountNumber, PAYOUT_DATE_PAST, type PayoutsAnswer } from '@pinjam/api/contract';
import { formatMoney, todayInBrunei, type IsoDate } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { csvFile } from '../../platform/csv';
import { Conflict, FieldErrors, NotFound } from '../../platform/errors/domain';
import { render } from '../../platform/mail/templates';
import { record } from '../activity';
import { audit, type AuditActor } from '../audit';
import { notify } from '../notifications';
import { postPayout } from '../payments';
import { payoutDate } from '../settings';
import { lockPayoutBuilds } from './payout-lock.repository';
import * as repository from './payouts.repository';

export const ALREADY_PAID = 'This payout was marked paid already.';
export const NO_PAYOUT = 'There is no such payout.';

/**
 * Sets the next payout date: today or later in Brunei (422 beside the field otherwise); the
 * payouts still due move to it. Audited as 'settings.update' with the date before and after.
 */
export async function setPayoutDate(
  app: FastifyInstance,
  admin: AuditActor,
  date: IsoDate,
  now = new Date(),
) {
  if (date < todayInBrunei(now)) throw new FieldErrors({ date: [PAYOUT_DATE_PAST] });
  await app.db.transaction(async (tx) => {
    const before = await repository.storedPayoutDate(tx, { lock: true });
    const moved = await repository.setPayoutDate(tx, date);
    // As every update (decision 0039): no line when nothing changed.
    if (before !== date || moved.length)
      await audit(tx, admin, {
        action: 'settings.update',
        subject_type: 'settings',
        subject_id: 1,
        before: { payout_date: before },
        after: { payout_date: date, ...(moved.length ? { payouts_moved: moved } : {}) },
      });
  });
}

const userOf = (row: {
  user_id: number;
  name: string;
  email: string;
  bank_name: string | null;
  account_number: string | null;
}) => ({
  id: row.user_id,
  name: row.name,
  email: row.email,
  bank_name: row.bank_name,
  account: row.account_number ? maskAccountNumber(row.account_number) : null,
});

/**
 * Prepares the payouts due and answers them. In one transaction under the build lock: the orders
 * payable and in no payout, their rows locked (any that another transaction holds waits for the next
 * visit); for each user with bank details and no payout due yet, one payout of
 * them (lines by conditional insert: an order is in one payout only); the others wait, and a user
 * without bank details is emailed once per order that waits ('bank-details' reminders).
 */
export async function payouts(
  app: FastifyInstance,
  admin: AuditActor,
  now = new Date(),
): Promise<PayoutsAnswer> {
  return app.db.transaction(async (tx) => {
    await lockPayoutBuilds(tx);
    const date = await payoutDate(tx, now);
    // The orders payable, locked (in the lock order: an order's row first), then read again: a
    // refund of one of them that committed meanwhile is in the amounts, and one still under way
    // keeps its order out of this payout (it checks for a payout line under the same lock).
    const locked = await repository.lockPayable(
      tx,
      (await repository.payableOrders(tx)).map((o) => o.order_id),
    );
    const payable = await repository.payableOrders(tx, locked);
    const busy = await repository.usersWithDuePayout(tx);
    const bySeller = new Map<number, repository.PayableOrder[]>();
    for (const order of payable)
      if (order.has_bank_details && !busy.has(order.seller_id))
        bySeller.set(order.seller_id, [...(bySeller.get(order.seller_id) ?? []), order]);
    const made: { id: number; user_id: number }[] = [];
    for (const [userId, lines] of bySeller) {
      const id = await repository.insertPayout(tx, userId, date, lines);
      if (id !== null) made.push({ id, user_id: userId });
    }
    // One line for the batch the admin's visit made (none when nothing was new).
    if (made.length)
      await audit(tx, admin, {
        action: 'payout.prepare',
        subject_type: 'payout',
        subject_id: made.length === 1 ? made[0]!.id : null,
        after: { ids: made.map((p) => p.id), users: made.map((p) => p.user_id), due_on: date },
      });

    const waitingOrders = payable.filter((o) => !o.has_bank_details);
    const people = await repository.waitingFor(tx, payable);
    await askForBankDetails(app, tx, waitingOrders, people);
    const waiting = [...people.values()]
      .map((person) => {
        const theirs = waitingOrders.filter((o) => o.seller_id === person.user_id);
        return {
          user: userOf(person),
          amount: theirs.reduce((s, o) => s + o.amount, 0),
          orders: theirs.length,
        };
      })
      .sort((a, b) => a.user.name.localeCompare(b.user.name));

    const due = await repository.duePayouts(tx);
    return {
      payout_date: date,
      payouts: due.map((row) => ({
        id: row.id,
        user: userOf(row),
        amount: row.amount,
        due_on: row.due_on,
        orders: row.lines,
      })),
      waiting,
    };
  });
}

/** Emails each user whose orders newly wait for bank details (once per order, ever). */
async function askForBankDetails(
  app: FastifyInstance,
  tx: Executor,
  orders: readonly repository.PayableOrder[],
  people: Map<number, { name: string; email: string }>,
) {
  const noted = await repository.noteBankDetailsReminders(
    tx,
    orders.map((o) => ({ order_id: o.order_id, user_id: o.seller_id })),
  );
  const byUser = new Map<number, number>();
  for (const row of noted) {
    const order = orders.find((o) => o.order_id === row.order_id)!;
    byUser.set(row.user_id, (byUser.get(row.user_id) ?? 0) + order.amount);
  }
  const emails = [...byUser].map(([userId, amount]) => {
    const person = people.get(userId)!;
    return {
      to: person.email,
      content: render(person.name, app.config.publicUrl, {
        subject: 'Add your bank details to be paid',
        intro: `You have ${formatMoney(amount)} from completed orders ready to be paid to you, but we do not have your bank details yet.`,
        button: 'Add your bank details',
        path: '/settings',
        note: 'Once they are saved, your money goes out on the next payout date.',
      }),
    };
  });
  await app.mailer.sendAll(tx, emails);
}

/**
 * Records a payout's bank transfer: due → paid (a second press finds it paid: 409, and nobody is
 * told twice), the ledger's seller_payable → payouts per order (each order balances on its own),
 * the user's bell (payout), realtime new-payout, email, and activity line.
 */
export async function markPaid(app: FastifyInstance, admin: AuditActor, payoutId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const paid = await repository.markPaid(tx, payoutId, admin.id);
    if (!paid) {
      if (await repository.payoutExists(tx, payoutId)) throw new Conflict(ALREADY_PAID, 'already_paid');
      throw new NotFound(NO_PAYOUT);
    }
    const lines = await repository.linesOf(tx, payoutId);
    await postPayout(tx, { id: payoutId, user_id: paid.user_id }, lines);
    await record(tx, paid.user_id, 'paid_out', { type: 'payout', id: paid.id }, { amount: paid.amount });
    await notify(app, tx, paid.user_id, 'payout', { payout_id: paid.id });
    await audit(tx, admin, {
      action: 'payout.mark_paid',
      subject_type: 'payout',
      subject_id: paid.id,
      before: { status: 'due' },
      after: { status: 'paid', user_id: paid.user_id, amount: paid.amount },
    });
  });
}

/** B$ as a bank's form wants it: 12.50. */
export const plainAmount = (cents: number) => (cents / 100).toFixed(2);

/** The bank transfers to make, with the full account numbers (the admin's download only). */
export async function transfersCsv(app: FastifyInstance, now = new Date()) {
  const rows = await repository.transfers(app.db);
  return csvFile(`pinjam-payouts-${todayInBrunei(now)}.csv`, [
    ['Name', 'Bank', 'Account number', 'Amount (BND)', 'Reference'],
    ...rows.map((r) => [
      r.name,
      r.bank_name,
      r.account_number,
      plainAmount(r.amount),
      `Pinjam payout ${r.id}`,
    ]),
  ]);
}
