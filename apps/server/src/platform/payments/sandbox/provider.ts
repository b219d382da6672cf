import { randomBytes } from 'node:crypto';
import { formatMoney } from '@pinjam/api/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sandboxPayments, sandboxPayPalOrders, sandboxTokens } from '../../db/schema';
import {
  declined,
  PaymentError,
  type AuthorisedPart,
  type AuthoriseInput,
  type AuthoriseResult,
  type PaymentPart,
  type PaymentProvider,
  type Refusal,
  type RefusalCode,
} from '../types';
import { STRIPE_TEST_METHODS } from './cards';
import { once } from './idempotency';

// The built-in sandbox (decision 0025): behaves as Stripe and PayPal do, its state in PostgreSQL.
// A hold is captured or voided, never both; capture ≤ authorised; refunds ≤ captured (the table
// checks the amounts too); every call is idempotent by its key; a card token pays once.

/** Long enough that the log's token filter (log-safety.ts) redacts it in a URL. */
export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

const refusal = (code: RefusalCode, message: string): Refusal => ({ status: 'refused', code, message });

type Card = {
  label: string;
  outcome: 'succeed' | 'decline';
  confirmed: boolean;
  /** Uses the token up (a card typed into the form pays once); nothing for Stripe's test methods. */
  spend: () => Promise<unknown>;
} | null;

/**
 * The token's card, if it is one the buyer may pay with: never the number, which was never kept.
 * A typed card's token is locked until the transaction ends: of two charges with it at once, the
 * second waits and then finds it spent.
 */
async function cardOf(tx: Executor, token: string, userId: number): Promise<Card> {
  const method = Object.hasOwn(STRIPE_TEST_METHODS, token) ? STRIPE_TEST_METHODS[token] : undefined;
  // Stripe's pm_card_* stand for a fresh PaymentMethod on every call, so they pay again and again.
  if (method)
    return {
      label: `${method.brand} ${method.last4}`,
      outcome: method.outcome,
      confirmed: true,
      spend: async () => {},
    };
  if (!/^tok_sbx_[A-Za-z0-9_-]{1,100}$/.test(token)) return null; // not one of ours (and no NUL for PostgreSQL)
  const mine = and(eq(sandboxTokens.id, token), eq(sandboxTokens.user_id, userId));
  const [row] = await tx.select().from(sandboxTokens).where(mine).for('update');
  if (!row) return null;
  const confirmed = row.confirmation === 'not_needed' || row.confirmation === 'confirmed';
  return {
    label: `${row.brand} ${row.last4}`,
    outcome: row.outcome,
    confirmed,
    spend: () => tx.delete(sandboxTokens).where(mine),
  };
}

/** One hold or charge per part; automatic parts are captured at once. */
async function holdParts(
  tx: Executor,
  reference: string,
  method: 'card' | 'paypal',
  label: string,
  parts: PaymentPart[],
): Promise<AuthorisedPart[]> {
  const rows = parts.map((part) => ({
    id: sandboxId('sbx_pi'),
    part_reference: part.reference,
    reference,
    method,
    status: part.capture === 'automatic' ? ('captured' as const) : ('authorised' as const),
    amount: part.amount,
    captured: part.capture === 'automatic' ? part.amount : 0,
    description: part.description,
    label,
  }));
  await tx.insert(sandboxPayments).values(rows);
  return rows.map((r) => ({ reference: r.part_reference, provider_ref: r.id, state: r.status }));
}

async function authoriseCard(tx: Executor, input: AuthoriseInput): Promise<AuthoriseResult> {
  const card = input.token ? await cardOf(tx, input.token, input.userId) : null;
  if (!card) return declined('invalid_token');
  if (!card.confirmed) return declined('authentication_required');
  if (card.outcome === 'decline') return declined('card_declined');
  // Single use, as a provider's token: another charge with it (another key) reads as expired details.
  await card.spend();
  return {
    status: 'completed',
    parts: await holdParts(tx, input.reference, 'card', card.label, input.parts),
  };
}

async function startPayPal(tx: Executor, input: AuthoriseInput): Promise<AuthoriseResult> {
  const id = sandboxId('sbx_pp');
  const made = await tx
    .insert(sandboxPayPalOrders)
    .values({
      id,
      reference: input.reference,
      user_id: input.userId,
      status: 'awaiting_approval',
      parts: input.parts,
      amount: input.parts.reduce((sum, p) => sum + p.amount, 0),
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
    })
    .onConflictDoNothing()
    .returning({ id: sandboxPayPalOrders.id });
  // One PayPal order per payment: a second authorise of it under another key is the caller's bug.
  if (made.length === 0)
    throw new PaymentError(
      'idempotency_mismatch',
      `The payment ${input.reference} has a PayPal order already.`,
    );
  return {
    status: 'approval_required',
    provider_ref: id,
    approval_url: `/checkout/paypal/${encodeURIComponent(input.reference)}`,
  };
}

async function lockHold(tx: Executor, id: string) {
  const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
  return row;
}

export function sandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',

    authorise: (input) =>
      once(db, input.idempotencyKey, 'authorise', input, (tx) =>
        input.method === 'card' ? authoriseCard(tx, input) : startPayPal(tx, input),
      ),

    completeApproval: (providerRef, key) =>
      once(db, key, 'completeApproval', { providerRef }, async (tx) => {
        const [order] = await tx
          .select()
          .from(sandboxPayPalOrders)
          .where(eq(sandboxPayPalOrders.id, providerRef))
          .for('update');
        if (!order || order.status === 'awaiting_approval') return declined('not_approved');
        if (order.status === 'cancelled') return { status: 'cancelled' as const };
        if (order.status === 'completed') {
          // Completed before under another key: the same parts again, nothing new.
          const rows = await tx
            .select()
            .from(sandboxPayments)
            .where(eq(sandboxPayments.reference, order.reference));
          const inParts = (order.parts as PaymentPart[]).map((p) => p.reference);
          rows.sort((a, b) => inParts.indexOf(a.part_reference) - inParts.indexOf(b.part_reference));
          const parts = rows.map((r) => ({
            reference: r.part_reference,
            provider_ref: r.id,
            state: r.status === 'authorised' ? ('authorised' as const) : ('captured' as const),
          }));
          return { status: 'completed' as const, parts };
        }
        const parts = await holdParts(tx, order.reference, 'paypal', 'PayPal', order.parts as PaymentPart[]);
        await tx
          .update(sandboxPayPalOrders)
          .set({ status: 'completed' })
          .where(eq(sandboxPayPalOrders.id, order.id));
        return { status: 'completed' as const, parts };
      }),

    capture: (providerRef, amount, key) =>
      once(db, key, 'capture', { providerRef, amount }, async (tx) => {
        const hold = await lockHold(tx, providerRef);
        if (!hold) return refusal('not_found', 'There is no such payment.');
        if (hold.status === 'voided')
          return refusal('voided', 'This hold was released and cannot be captured.');
        if (hold.status === 'captured')
          return refusal('already_captured', 'This payment was captured already.');
        if (!Number.isInteger(amount) || amount <= 0 || amount > hold.amount)
          return refusal('amount_too_large', `At most ${hold.amount} cents can be captured.`);
        await tx
          .update(sandboxPayments)
          .set({ status: 'captured', captured: amount })
          .where(eq(sandboxPayments.id, hold.id));
        return { status: 'captured' as const, provider_ref: hold.id, amount };
      }),

    void: (providerRef, key) =>
      once(db, key, 'void', { providerRef }, async (tx) => {
        const hold = await lockHold(tx, providerRef);
        if (!hold) return refusal('not_found', 'There is no such payment.');
        if (hold.status === 'captured')
          return refusal('already_captured', 'This payment was captured; refund it instead.');
        await tx.update(sandboxPayments).set({ status: 'voided' }).where(eq(sandboxPayments.id, hold.id));
        return { status: 'voided' as const, provider_ref: hold.id };
      }),

    refund: (providerRef, amount, key) =>
      once(db, key, 'refund', { providerRef, amount }, async (tx) => {
        const charge = await lockHold(tx, providerRef);
        if (!charge) return refusal('not_found', 'There is no such payment.');
        if (charge.status !== 'captured')
          return refusal('not_captured', 'Only a captured payment can be refunded; void a hold instead.');
        const left = charge.captured - charge.refunded;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left)
          return refusal('amount_too_large', `At most ${formatMoney(left)} is left to refund.`);
        await tx
          .update(sandboxPayments)
          .set({ refunded: charge.refunded + amount })
          .where(eq(sandboxPayments.id, charge.id));
        return { status: 'refunded' as const, refund_ref: sandboxId('sbx_re'), amount };
      }),
  };
}
