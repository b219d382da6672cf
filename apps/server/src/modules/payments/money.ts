// Transactions that move money under row locks: a checkout (items), an answer to a request (the
// request), an order's cancel, completion or resolution and an admin's refund (the order, then the
// payment), and an intent's settling. They ask the provider after their commit (decision 0042, "The
// provider outside the locks"; PayPal's start still makes its order under the item locks); a
// transaction that records what a provider said yes to (a card checkout's second) registers undo
// steps: should our commit fail, they run (void a hold, refund a charge) before the error goes on
// (decision 0026).
//
// The lock order of every path that moves an order's money (decision 0042, "Lock order"): the
// order's row first, then its payment's (and the deposit's), then the rest — the ledger entries'
// foreign keys take a share lock on that order and payment, held already. A refund that starts
// from the payment (the admin's) finds its order unlocked and locks the order first. So no
// transaction that holds a payment's row ever waits for an order's, and two never wait in a
// circle; should PostgreSQL still pick a deadlock victim (or a serialization failure), the
// loser answers 409, not 500.
import type { FastifyInstance } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Executor } from '../../platform/db/client';
import { hasSqlState } from '../../platform/db/errors';
import { Conflict, TryLater } from '../../platform/errors/domain';
import { PaymentError } from '../../platform/payments/types';
import { setLockTimeout } from './payments.repository';

/**
 * At most this many money transactions at once per process. Each holds a pooled connection while
 * it waits for row locks, and the built-in sandbox provider needs one more of its own: with every
 * connection held by transactions queued on one item's lock, the holder could never finish.
 * Eight of the pool's twenty (platform/db/client.ts) leaves eight for the provider and four for
 * everything else. bench/checkout: 4 of 10 gave 8.0 % of get-item, 8 of 20 about 10 %.
 */
const MONEY_TRANSACTIONS = 8;
/** A lock not granted by then answers 503 (try again) rather than queueing the world. */
const LOCK_TIMEOUT = '5s';
const BUSY = 'Many people are paying at this moment. Please try again in a few seconds.';

/**
 * One queue per database pool, however many plugin contexts (checkout, requests, orders) call in:
 * the bound is on the pool's connections.
 */
const gates = new WeakMap<object, LimitFunction>();
const gateOf = (app: FastifyInstance): LimitFunction => {
  let gate = gates.get(app.db);
  if (!gate) gates.set(app.db, (gate = pLimit(MONEY_TRANSACTIONS)));
  return gate;
};

/** Steps that take back what a provider did, should our transaction not commit. */
export type Undo = (step: () => Promise<unknown>) => void;

const LOST_RACE =
  'Someone else changed this at the same moment, so nothing was done. Reload it to see where it stands.';

/**
 * Runs `work` in one transaction, behind the gate, with a lock timeout. A provider that cannot
 * be reached, or a lock not granted in time, answers 503 with Retry-After; a deadlock or a
 * serialization failure, 409 (the undo steps have run, nothing is left half done).
 */
export async function moneyTransaction<T>(
  app: FastifyInstance,
  work: (tx: Executor, undo: Undo) => Promise<T>,
): Promise<T> {
  const steps: Array<() => Promise<unknown>> = [];
  try {
    return await gateOf(app)(() =>
      app.db.transaction(async (tx) => {
        await setLockTimeout(tx, LOCK_TIMEOUT);
        return work(tx, (step) => steps.push(step));
      }),
    );
  } catch (error) {
    for (const step of steps.reverse())
      await step().catch((undoError: unknown) =>
        app.log.error(
          { err: undoError },
          'undoing a payment after a failed transaction failed: settle by hand',
        ),
      );
    if (hasSqlState(error, '55P03')) throw new TryLater(BUSY, 2000, true);
    // deadlock_detected, serialization_failure: another step at the same moment won.
    if (hasSqlState(error, '40P01', '40001')) throw new Conflict(LOST_RACE);
    if (error instanceof PaymentError && error.code === 'unavailable')
      throw new TryLater(
        'The payment service did not answer. Nothing was charged; please try again.',
        5000,
        true,
      );
    throw error;
  }
}
