import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createPaidOrder } from '../src/modules/orders';
import { bookings, checkouts, orders, payments, rentalRequests } from '../src/platform/db/schema';
import { person, type Person } from './checkout-fixtures';
import { insertUser, login, type TestApp } from './helpers';

/*
 * Paid orders made as the checkout and an accepted request make them: a real sandbox charge
 * (so a refund can follow), the checkout and payment rows, then createPaidOrder in a
 * transaction. Rentals also get their accepted request and the booking that holds the days.
 */

const random = () => randomBytes(8).toString('hex');

interface LineSpec {
  item_id: number;
  title?: string;
  quantity?: number;
  unit_price?: number;
  line_total?: number;
}

export interface OrderSpec {
  buyer: { id: number };
  seller: { id: number };
  kind?: 'purchase' | 'rental';
  fulfilment?: 'delivery' | 'pickup';
  delivery_fee?: number;
  lines: LineSpec[];
  /** Rentals: the period (defaults to a week from now, three days). */
  start_date?: string;
  end_date?: string;
}

export const ADDRESS = {
  address_line_1: 'No. 12, Simpang 34, Kampong Kiarong',
  address_line_2: null,
  address_line_3: null,
  post_code: 'BE1318',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  telephone: '+673 712 3456',
};

export async function paidOrder(t: TestApp, spec: OrderSpec) {
  const kind = spec.kind ?? 'purchase';
  const fulfilment = spec.fulfilment ?? 'delivery';
  const deliveryFee = spec.delivery_fee ?? (fulfilment === 'delivery' ? 500 : 0);
  const rental = kind === 'rental';
  const start = spec.start_date ?? (rental ? '2030-03-05' : null);
  const end = spec.end_date ?? (rental ? '2030-03-07' : null);
  const lines = spec.lines.map((l) => {
    const quantity = l.quantity ?? 1;
    const unit = l.unit_price ?? 2500;
    return {
      item_id: l.item_id,
      title: l.title ?? 'Canon EOS R6 camera body',
      is_rental: rental,
      quantity,
      days: rental ? 3 : null,
      start_date: start,
      end_date: end,
      unit_price: unit,
      line_total: l.line_total ?? unit * quantity,
    };
  });
  const total = lines.reduce((s, l) => s + l.line_total, 0) + deliveryFee;

  const reference = `pay_${random()}`;
  const authorised = await t.app.payments.authorise({
    method: 'card',
    token: 'pm_card_visa',
    reference,
    userId: spec.buyer.id,
    parts: [{ reference: 'order', amount: total, capture: 'automatic', description: 'test order' }],
    idempotencyKey: random(),
    returnUrl: 'http://pinjam.test/checkout',
    cancelUrl: 'http://pinjam.test/checkout',
  });
  if (authorised.status !== 'completed') throw new Error(`sandbox refused: ${JSON.stringify(authorised)}`);

  return t.db.transaction(async (tx) => {
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        public_id: reference,
        user_id: spec.buyer.id,
        idempotency_key: random(),
        request_hash: random(),
        status: 'completed',
      })
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        public_id: `${reference}_1`,
        checkout_id: checkout!.id,
        payer_id: spec.buyer.id,
        method: 'card',
        provider: 'sandbox',
        provider_ref: authorised.parts[0]!.provider_ref,
        capture: 'automatic',
        amount: total,
        captured: total,
        status: 'captured',
        label: 'visa 4242',
      })
      .returning();
    let requestId: number | null = null;
    if (rental) {
      const [request] = await tx
        .insert(rentalRequests)
        .values({
          item_id: lines[0]!.item_id,
          renter_id: spec.buyer.id,
          owner_id: spec.seller.id,
          checkout_id: checkout!.id,
          payment_id: payment!.id,
          quantity: lines[0]!.quantity,
          start_date: start!,
          end_date: end!,
          days: 3,
          unit_price: lines[0]!.unit_price,
          line_total: lines[0]!.line_total,
          delivery_fee: deliveryFee,
          total,
          fulfilment,
          address: fulfilment === 'delivery' ? ADDRESS : null,
          status: 'accepted',
          expires_at: new Date(Date.now() + 48 * 3600_000),
          answered_at: new Date(),
        })
        .returning();
      requestId = request!.id;
      await tx.insert(bookings).values({
        item_id: lines[0]!.item_id,
        request_id: requestId,
        quantity: lines[0]!.quantity,
        start_date: start!,
        end_date: end!,
      });
    }
    const created = await createPaidOrder(t.app, tx, {
      kind,
      buyer_id: spec.buyer.id,
      seller_id: spec.seller.id,
      checkout_id: checkout!.id,
      payment_id: payment!.id,
      request_id: requestId,
      fulfilment,
      address: fulfilment === 'delivery' ? ADDRESS : null,
      delivery_fee: deliveryFee,
      deposit: 0,
      start_date: start,
      end_date: end,
      lines,
    });
    return {
      ...created,
      payment_id: payment!.id,
      request_id: requestId,
      provider_ref: payment!.provider_ref!,
    };
  });
}

/** Moves an order straight to a status, as the next issues' steps will (dispatch, delivery…). */
export async function setStatus(t: TestApp, orderId: number, status: typeof orders.$inferSelect.status) {
  await t.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** Hakim the buyer, Siti the seller (both signed in) and an admin's token: an order's people. */
export async function orderPeople(
  t: TestApp,
): Promise<{ buyer: Person; seller: Person; adminToken: string }> {
  const buyer = await person(t.app, t.db, 'Hakim Buyer');
  const seller = await person(t.app, t.db, 'Siti Seller');
  const admin = await insertUser(t.db, { name: 'Admin Staff', role_id: 2, verification_status: 'approved' });
  return { buyer, seller, adminToken: await login(t.app, admin.email) };
}
