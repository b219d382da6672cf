// Provider calls made after the commit (decision 0042, "The provider outside the locks"). A path
// that refunds, voids or captures books it in its money transaction — the ledger, the payment's change, and
// an intent naming the call and its provider key — and sends the intent's settling job in the
// same transaction. After the commit, with no row locked, `settleAfterCommit` asks the provider.
// A yes settles the intent (and runs its purpose's after-effects, e.g. the buyer told of an
// admin's refund); a refusal either undoes the booking ('undo': the admin's refund, whose
// module registers how) or is reported ('report': the cancel or the deny stands, the money is
// owed: the intent fails, an audit line `payment.provider_refused` and a warning for staff). An
// outage leaves the intent pending: its job asks again, and the reconcile sweep after it, with
// the same provider key, so the provider acts once. A capture's settling is where its step
// happens (the accept's order made, the deposit's capture posted), after the provider's yes.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { PaymentError } from '../../platform/payments/types';
import { audit } from '../audit';
import { moneyTransaction } from './money';
import {
  closeIntent,
  insertIntent,
  nextIntentId,
  pendingIntent,
  providerRefOf,
  type IntentInsert,
  type ProviderIntent,
} from './intents.repository';

/** What the provider said yes with: a capture's reference (a refund of it takes it) and amount. */
export interface Yes {
  provider_ref?: string;
  amount?: number;
}

/** What a purpose does when its intent settles, or is refused with `on_refusal: 'undo'`. */
export interface IntentEffects {
  /**
   * In the money transaction that closes the intent as settled (after the intent's row, it takes
   * its own locks in the lock order). Returns the intents it booked, asked after the commit.
   */
  settled?: (
    app: FastifyInstance,
    tx: Executor,
    intent: ProviderIntent,
    yes: Yes,
  ) => Promise<number[] | void>;
  /** The booking reversed; closes the intent as 'undone' itself (in its own money transaction). */
  undo?: (app: FastifyInstance, intent: ProviderIntent, why: string) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    intentEffects: Map<string, IntentEffects>;
  }
}

/** Registers a purpose's after-effects (a module that books intents calls it as it starts). */
export function onIntent(app: FastifyInstance, purpose: string, effects: IntentEffects): void {
  if (app.intentEffects.has(purpose)) throw new Error(`intents: ${purpose} is registered twice`);
  app.intentEffects.set(purpose, effects);
}

export type Settled = { outcome: 'settled' | 'gone' } | { outcome: 'undone' | 'failed'; message: string };

export type IntentInput = Omit<IntentInsert, 'id' | 'provider_key'> & {
  /** The provider's key; a function of the intent's id when nothing else names the call. */
  provider_key: string | ((id: number) => string);
};

/** A crash between the booking and the provider's answer: the job asks after this. */
const SETTLE_AFTER_SECONDS = 60;

/** Writes the intent and sends its settling job, in the caller's money transaction: its id. */
export async function recordIntent(app: FastifyInstance, tx: Executor, input: IntentInput): Promise<number> {
  const id = await nextIntentId(tx);
  const key = typeof input.provider_key === 'string' ? input.provider_key : input.provider_key(id);
  await insertIntent(tx, { ...input, id, provider_key: key });
  await app.jobs.sendInTx(
    tx,
    app.jobs.known('payment-intent-settle'),
    { intent_id: id },
    { startAfter: new Date(Date.now() + SETTLE_AFTER_SECONDS * 1000) },
  );
  return id;
}

type Answer = ({ ok: true } & Yes) | { ok: false; message: string };

/** The provider's answer to the intent's call; an outage throws. */
async function ask(app: FastifyInstance, intent: ProviderIntent): Promise<Answer> {
  const ref = await providerRefOf(app.db, intent.payment_id);
  if (!ref) return { ok: false, message: 'The payment has no provider reference.' };
  try {
    if (intent.kind === 'capture') {
      const captured = await app.payments.capture(ref, intent.amount, intent.provider_key);
      if (captured.status === 'refused') return { ok: false, message: captured.message };
      return { ok: true, provider_ref: captured.provider_ref, amount: captured.amount };
    }
    if (intent.kind === 'void') {
      const voided = await app.payments.void(ref, intent.provider_key);
      // Voided already (by an earlier run, or it lapsed): the hold is let go either way.
      if (voided.status === 'refused' && voided.code !== 'voided')
        return { ok: false, message: voided.message };
      return { ok: true };
    }
    const refunded = await app.payments.refund(ref, intent.amount, intent.provider_key);
    return refunded.status === 'refused' ? { ok: false, message: refunded.message } : { ok: true };
  } catch (error) {
    if (error instanceof PaymentError && error.code === 'idempotency_mismatch')
      return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * An audit line by the payment service about an intent's payment, under the admin who asked for
 * it (none for a buyer's or the clock's).
 */
export const auditIntent = (
  tx: Executor,
  intent: ProviderIntent,
  line: { action: string; before?: unknown; after: unknown },
) =>
  audit(
    tx,
    { id: intent.admin_id as number, name: 'The payment service' },
    { ...line, subject_type: 'payment', subject_id: intent.payment_id },
  );

/** A refusal of what is owed: the intent fails, the trail and the log say so for staff. */
async function report(app: FastifyInstance, intent: ProviderIntent, why: string) {
  const { kind, purpose, amount } = intent;
  await app.db.transaction(async (tx) => {
    if (!(await closeIntent(tx, intent.id, 'failed'))) return;
    const after = { intent: intent.id, kind, purpose, amount, why };
    await auditIntent(tx, intent, { action: 'payment.provider_refused', after });
  });
  app.log.warn(
    { intent: intent.id, payment: intent.payment_id, order: intent.order_id, kind: intent.kind },
    `the payment service refused a ${intent.kind} that is owed: settle it by hand (${why})`,
  );
}

/**
 * Calls the provider for a pending intent and settles, undoes or fails it. Safe to run twice, at
 * once too: the provider answers a key once and the intent closes once. An outage throws (the
 * intent stays pending).
 */
export async function settleIntent(app: FastifyInstance, id: number): Promise<Settled> {
  const intent = await pendingIntent(app.db, id);
  if (!intent) return { outcome: 'gone' };
  const effects = app.intentEffects.get(intent.purpose) ?? {};
  const answer = await ask(app, intent);
  if (answer.ok) {
    const booked = await moneyTransaction(app, async (tx) => {
      if (!(await closeIntent(tx, intent.id, 'settled'))) return [];
      return (await effects.settled?.(app, tx, intent, answer)) ?? [];
    });
    await settleAfterCommit(app, booked);
    return { outcome: 'settled' };
  }
  if (intent.on_refusal === 'undo' && effects.undo) {
    await effects.undo(app, intent, answer.message);
    return { outcome: 'undone', message: answer.message };
  }
  await report(app, intent, answer.message);
  return { outcome: 'failed', message: answer.message };
}

/**
 * After the booking's commit: each intent asked of the provider in turn. An outage is logged and
 * left to the intent's job (null in its place); nothing here throws.
 */
export async function settleAfterCommit(app: FastifyInstance, ids: readonly number[]) {
  const results: Array<Settled | null> = [];
  for (const id of ids)
    results.push(
      await settleIntent(app, id).catch((error: unknown) => {
        app.log.warn({ err: error, intent: id }, 'a provider call is left to its settling job');
        return null;
      }),
    );
  return results;
}
