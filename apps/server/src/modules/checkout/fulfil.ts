// What a paid checkout becomes, inside its transaction once the provider said yes: a payments row
// per provider part, one paid order per seller's purchases (stock taken, by a card before it
// asked), one pending request per rental (days held).
import type { CheckoutResultBody, DeliveryAddressInput, Quote } from '@pinjam/api/contract';
import type { Fulfilment } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict } from '../../platform/errors/domain';
import type { AuthorisedPart, PaymentMethod } from '../../platform/payments/types';
import { recordAll, type ActivityEntry } from '../activity';
import { createPaidOrder } from '../orders';
import type { MarketplaceSettings } from '../settings';
import { recordAuthorisation, type Undo } from '../payments';
import { holdRental } from '../requests';
import * as repository from './checkout.repository';
import { UNAVAILABLE_MESSAGE, type PlannedPart } from './rules';

/** What the server priced, kept on the checkout row (PayPal's confirmation creates from it). */
export interface Priced {
  entries: Array<{
    item_id: number;
    is_rental: boolean;
    quantity: number;
    start_date?: string;
    end_date?: string;
  }>;
  fulfilment: Fulfilment;
  address: DeliveryAddressInput | null;
  method: PaymentMethod;
  quote: Quote;
  /** PayPal: the provider's order waiting for approval. */
  provider_ref?: string;
  /** PayPal: confirmations tried before the buyer had approved. */
  tries?: number;
  /** A card while authorising: its token, so the sweep asks again with the same request. */
  token?: string;
  /** A card while authorising: the settings it was priced by (its orders keep them). */
  settings?: MarketplaceSettings;
}

export interface Paid {
  checkout_id: number;
  buyer_id: number;
  priced: Priced;
  parts: PlannedPart[];
  authorised: AuthorisedPart[];
  /** The checkout's provider key: undo steps derive theirs from it. */
  key: string;
  /** The marketplace settings the checkout was priced by (its orders keep their commission). */
  settings: MarketplaceSettings;
  /** A card checkout took its stock before it asked the provider (card.ts): not again here. */
  stockTaken?: boolean;
}

/** Should the transaction not commit, each part goes back: a charge refunded, a hold voided. */
export function undoParts(app: FastifyInstance, paid: Paid, undo: Undo) {
  for (const part of paid.authorised) {
    const amount = paid.parts.find((p) => p.reference === part.reference)?.amount ?? 0;
    const key = `${paid.key}:undo:${part.reference}`;
    undo(() =>
      part.state === 'captured'
        ? app.payments.refund(part.provider_ref, amount, key)
        : app.payments.void(part.provider_ref, key),
    );
  }
}

async function recordPayments(app: FastifyInstance, tx: Executor, paid: Paid) {
  const ids = new Map<string, number>();
  const provider = app.payments.providerFor(paid.priced.method);
  for (const part of paid.parts) {
    const answer = paid.authorised.find((a) => a.reference === part.reference);
    if (!answer) throw new Error(`the provider answered no part ${part.reference}`);
    const captured = answer.state === 'captured';
    ids.set(
      part.reference,
      await recordAuthorisation(tx, {
        checkout_id: paid.checkout_id,
        payer_id: paid.buyer_id,
        method: paid.priced.method,
        provider,
        provider_ref: answer.provider_ref,
        purpose: part.purpose,
        capture: part.capture,
        amount: part.amount,
        captured: captured ? part.amount : 0,
        status: captured ? 'captured' : 'authorised',
      }),
    );
  }
  return ids;
}

export async function fulfil(
  app: FastifyInstance,
  tx: Executor,
  paid: Paid,
  now: Date,
): Promise<CheckoutResultBody> {
  const paymentIds = await recordPayments(app, tx, paid);
  const { fulfilment } = paid.priced;
  const address = fulfilment === 'delivery' ? paid.priced.address : null;
  const result: CheckoutResultBody = { orders: [], requests: [], total: 0 };
  // Every order's and request's activity, recorded at the end in one statement.
  const activity: ActivityEntry[] = [];

  for (const part of paid.parts.filter((p) => p.capture === 'automatic')) {
    for (const line of paid.stockTaken ? [] : part.lines)
      if (!(await repository.takeStock(tx, line.item_id, line.quantity)))
        throw new Conflict(UNAVAILABLE_MESSAGE, 'unavailable', {
          [`entries.${line.index}`]: ['This item sold out a moment ago.'],
        });
    const order = await createPaidOrder(
      app,
      tx,
      {
        kind: 'purchase',
        buyer_id: paid.buyer_id,
        seller_id: part.lines[0]!.seller_id,
        checkout_id: paid.checkout_id,
        payment_id: paymentIds.get(part.reference)!,
        request_id: null,
        fulfilment,
        address,
        delivery_fee: part.delivery_fee,
        deposit: 0,
        start_date: null,
        end_date: null,
        lines: part.lines.map((line) => ({
          item_id: line.item_id,
          title: line.title,
          is_rental: false,
          quantity: line.quantity,
          days: null,
          start_date: null,
          end_date: null,
          unit_price: line.unit_price,
          line_total: line.line_total,
        })),
      },
      paid.settings,
      activity,
    );
    result.orders.push({
      id: order.id,
      seller_id: order.seller_id,
      total: order.total,
      status: order.status,
    });
  }

  for (const part of paid.parts.filter((p) => p.capture === 'manual' && p.purpose === 'order')) {
    const line = part.lines[0]!;
    const deposit = paymentIds.get(`deposit-${line.index}`) ?? null;
    const request = await holdRental(
      app,
      tx,
      {
        checkout_id: paid.checkout_id,
        renter_id: paid.buyer_id,
        owner_id: line.seller_id,
        item_id: line.item_id,
        title: line.title,
        quantity: line.quantity,
        start_date: line.start_date!,
        end_date: line.end_date!,
        days: line.days!,
        unit_price: line.unit_price,
        line_total: line.line_total,
        deposit: line.deposit,
        delivery_fee: part.delivery_fee,
        fulfilment,
        address,
        payment_id: paymentIds.get(part.reference)!,
        deposit_payment_id: deposit,
      },
      now,
      activity,
    );
    result.requests.push({
      id: request.id,
      item_id: request.item_id,
      start_date: request.start_date,
      end_date: request.end_date,
      status: request.status,
    });
  }
  await recordAll(tx, activity);
  result.total = paid.parts.reduce((sum, p) => sum + p.amount, 0);
  return result;
}
