import type { CardFields, SandboxPayPalPayment } from '@pinjam/api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayPalOrders, sandboxTokens } from '../../db/schema';
import { Conflict, NotFound } from '../../errors/domain';
import type { PaymentPart } from '../types';
import { testCard } from './cards';
import { sandboxId } from './provider';

// What the browser does with the sandbox: the card form's tokens and the bank's step, and the
// simulated PayPal page. Each thing belongs to one user; anyone else is told it does not exist.

const NO_TOKEN = 'There is no such card token.';
const NO_PAYMENT = 'There is no such PayPal payment.';

/** Ids are ours (tok_sbx_…, pay_…): anything else names nothing, and never reaches PostgreSQL (a NUL would fail there). */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

export async function tokenise(db: Db, userId: number, card: CardFields) {
  const { brand, last4, outcome, confirmation } = testCard(card.number);
  const [row] = await db
    .insert(sandboxTokens)
    .values({ id: sandboxId('tok_sbx'), user_id: userId, brand, last4, outcome, confirmation })
    .returning();
  return { token: row!.id, brand, last4, requires_confirmation: confirmation === 'pending' };
}

/** The holder's answer to the bank's step; asked once, answered once. */
export async function confirmToken(db: Db, userId: number, token: string, approve: boolean) {
  if (!ID.test(token)) throw new NotFound(NO_TOKEN);
  const mine = and(eq(sandboxTokens.id, token), eq(sandboxTokens.user_id, userId));
  const answer = approve ? ('confirmed' as const) : ('refused' as const);
  const [row] = await db
    .update(sandboxTokens)
    .set({ confirmation: answer })
    .where(and(mine, eq(sandboxTokens.confirmation, 'pending')))
    .returning();
  if (row) return { token, status: answer };
  const [current] = await db.select().from(sandboxTokens).where(mine);
  if (!current) throw new NotFound(NO_TOKEN);
  if (current.confirmation === answer) return { token, status: answer }; // the same answer again
  throw new Conflict(
    current.confirmation === 'not_needed'
      ? 'This card needs no confirmation.'
      : 'This card was already answered for. Enter the card again to try once more.',
  );
}

type Order = typeof sandboxPayPalOrders.$inferSelect;

function asPayment(order: Order): SandboxPayPalPayment {
  const parts = order.parts as PaymentPart[];
  return {
    id: order.reference,
    amount: order.amount,
    currency: 'BND',
    description: `Pinjam checkout: ${parts.length} ${parts.length === 1 ? 'payment' : 'payments'}`,
    lines: parts.map((p) => ({ description: p.description, amount: p.amount })),
    status: order.status,
  };
}

async function ordersOf(db: Db, userId: number, reference: string) {
  if (!ID.test(reference)) throw new NotFound(NO_PAYMENT);
  const mine = and(eq(sandboxPayPalOrders.reference, reference), eq(sandboxPayPalOrders.user_id, userId));
  const [order] = await db.select().from(sandboxPayPalOrders).where(mine);
  if (!order) throw new NotFound(NO_PAYMENT);
  return { order, mine };
}

export async function readPayPal(db: Db, userId: number, reference: string) {
  return { payment: asPayment((await ordersOf(db, userId, reference)).order) };
}

/** Approve or cancel, only while the payment waits for the buyer. */
export async function answerPayPal(db: Db, userId: number, reference: string, approve: boolean) {
  const { mine } = await ordersOf(db, userId, reference);
  const [order] = await db
    .update(sandboxPayPalOrders)
    .set({ status: approve ? 'approved' : 'cancelled' })
    .where(and(mine, eq(sandboxPayPalOrders.status, 'awaiting_approval')))
    .returning();
  if (!order) throw new Conflict('This PayPal payment has already been answered.');
  return { payment: asPayment(order), redirect_url: approve ? order.return_url : order.cancel_url };
}
