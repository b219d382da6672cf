// A checkout priced by the server and checked against its items (locked when it pays), and what
// Pay answers: shared by the card's path (card.ts) and PayPal's (checkout.service.ts).
import type { CheckoutEntryInput, CheckoutResultBody, Quote } from '@pinjam/api/contract';
import { todayInBrunei, type Fulfilment } from '@pinjam/api/domain';
import type { Executor } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { Conflict, FieldErrors } from '../../platform/errors/domain';
import { getMarketplaceSettings, type MarketplaceSettings } from '../settings';
import { heldFrom } from '../stock';
import * as repository from './checkout.repository';
import { checkEntries, hasAny, priceLines, quoteOf, UNAVAILABLE_MESSAGE } from './rules';

export interface Answer {
  status: 200 | 201;
  body: CheckoutResultBody | { approval_url: string; payment_id: string };
}

export const KEY_REUSED =
  'This Idempotency-Key was used for another checkout. Send a new key for a new checkout.';

/** What the provider knows a checkout by: the same key for every ask of it. */
export const providerKey = (checkoutPublicId: string) => `checkout-${checkoutPublicId}`;

/**
 * The entries priced and checked against the items (locked when `lock`): 422 or 409 by entry.
 * With the settings it priced by, which the orders it leads to keep.
 */
export async function priceChecked(
  tx: Executor,
  user: UserRow,
  entries: readonly CheckoutEntryInput[],
  fulfilment: Fulfilment,
  lock: boolean,
  now: Date,
): Promise<{ quote: Quote; settings: MarketplaceSettings }> {
  const itemsById = await repository.readItems(
    tx,
    entries.map((e) => e.item_id),
    lock,
  );
  const settings = await getMarketplaceSettings(tx);
  const judged = { today: todayInBrunei(now), bounds: settings };
  // Every booking from today on: a sale must be free of all of them, a rental of its days'.
  const held = await heldFrom(tx, [...itemsById.keys()], judged.today);
  const buyer = { id: user.id, verified: user.verification_status === 'approved' };
  const problems = checkEntries(entries, itemsById, buyer, judged, (id) => held.get(id) ?? []);
  if (hasAny(problems.invalid)) throw new FieldErrors(problems.invalid);
  if (hasAny(problems.unavailable))
    throw new Conflict(UNAVAILABLE_MESSAGE, 'unavailable', problems.unavailable);
  return { quote: quoteOf(priceLines(entries, itemsById), fulfilment, settings.delivery_fee), settings };
}
