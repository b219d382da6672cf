import type { AdminPaymentDetail, AdminPaymentRow } from '../../contract/admin-payments';

const at = (daysAgo: number, hour = 9) =>
  new Date(Date.UTC(2026, 10, 24, hour) - daysAgo * 86_400_000).toISOString();

const hakim = { id: 7, name: 'Hakim Yusof', email: 'hakim@example.bn' };
const siti = { id: 4, name: 'Siti Rahman' };

/** A captured card payment of B$120.50 for a purchase: nothing refunded yet. */
export const adminCapturedPayment: AdminPaymentDetail = {
  id: 88,
  public_id: 'pay_3f9c2a71d04b_1',
  payer: hakim,
  provider: 'sandbox',
  method: 'card',
  purpose: 'order',
  capture: 'automatic',
  amount: 12_050,
  captured: 12_050,
  refunded: 0,
  left: 12_050,
  status: 'captured',
  label: 'visa 4242',
  provider_ref: 'sbx_pi_7d1e0c55a9',
  order_ids: [1042],
  created_at: at(2),
  checkout: { id: 301, public_id: 'pay_3f9c2a71d04b', created_at: at(2) },
  orders: [{ id: 1042, kind: 'purchase', status: 'paid', total: 12_050, seller: siti }],
  events: [
    { at: at(2), source: 'payment', type: 'charged', text: 'Charged B$120.50 (card, sandbox)' },
    { at: at(2), source: 'ledger', type: 'order-1042:paid', text: 'Order #1042 paid' },
  ],
  refunds: [],
  ledger: [
    {
      id: 901,
      posting: 'order-1042:paid',
      account: 'customer_payments',
      amount: -12_050,
      user_id: 7,
      order_id: 1042,
      memo: 'Order #1042 paid',
      created_at: at(2),
    },
    {
      id: 902,
      posting: 'order-1042:paid',
      account: 'seller_pending',
      amount: 10_800,
      user_id: 4,
      order_id: 1042,
      memo: 'Order #1042 paid',
      created_at: at(2),
    },
    {
      id: 903,
      posting: 'order-1042:paid',
      account: 'platform_commission',
      amount: 1_200,
      user_id: null,
      order_id: 1042,
      memo: 'Order #1042 paid',
      created_at: at(2),
    },
    {
      id: 904,
      posting: 'order-1042:paid',
      account: 'platform_delivery',
      amount: 50,
      user_id: null,
      order_id: 1042,
      memo: 'Order #1042 paid',
      created_at: at(2),
    },
  ],
};

const halfRefund = {
  posting: 'order-1043:admin-refund-0:refund',
  amount: 4_000,
  at: at(1, 14),
  by: { id: 1, name: 'Pinjam Admin' },
  reason: 'One lens cap was missing',
};

/** A PayPal payment refunded in part (B$40 of B$80). */
export const adminPartlyRefundedPayment: AdminPaymentDetail = {
  ...adminCapturedPayment,
  id: 89,
  public_id: 'pay_81be44c0a2f7_1',
  provider: 'paypal',
  method: 'paypal',
  amount: 8_000,
  captured: 8_000,
  refunded: 4_000,
  left: 4_000,
  status: 'partially_refunded',
  label: 'hakim@example.bn',
  provider_ref: '5O190127TN364715T',
  order_ids: [1043],
  created_at: at(3),
  checkout: { id: 302, public_id: 'pay_81be44c0a2f7', created_at: at(3) },
  orders: [{ id: 1043, kind: 'purchase', status: 'delivered', total: 8_000, seller: siti }],
  events: [
    { at: at(3), source: 'payment', type: 'charged', text: 'Charged B$80.00 (paypal, paypal)' },
    { at: at(3), source: 'ledger', type: 'order-1043:paid', text: 'Order #1043 paid' },
    {
      at: at(1, 14),
      source: 'ledger',
      type: halfRefund.posting,
      text: 'Order #1043 refunded in part or in full',
    },
    { at: at(1, 14), source: 'payment', type: 'partially_refunded', text: 'Now: Charged, refunded in part' },
  ],
  refunds: [halfRefund],
  ledger: [],
};

/** A card payment refunded in full: nothing left. */
export const adminFullyRefundedPayment: AdminPaymentDetail = {
  ...adminCapturedPayment,
  id: 90,
  public_id: 'pay_c07d9e1b55aa_1',
  refunded: 12_050,
  left: 0,
  status: 'refunded',
  order_ids: [1044],
  orders: [{ id: 1044, kind: 'purchase', status: 'cancelled', total: 12_050, seller: siti }],
  refunds: [
    {
      ...halfRefund,
      posting: 'order-1044:cancelled',
      amount: 12_050,
      by: null,
      reason: 'Order #1044 cancelled, refunded in full',
    },
  ],
  ledger: [],
};

/** A rental's deposit hold: authorised, not captured (a refund is refused). */
export const adminHeldPayment: AdminPaymentDetail = {
  ...adminCapturedPayment,
  id: 91,
  public_id: 'pay_5a6b7c8d9e0f_2',
  purpose: 'deposit',
  capture: 'manual',
  amount: 10_000,
  captured: 0,
  refunded: 0,
  left: 0,
  status: 'authorised',
  order_ids: [1045],
  orders: [{ id: 1045, kind: 'rental', status: 'in_use', total: 4_500, seller: siti }],
  events: [{ at: at(1), source: 'payment', type: 'authorised', text: 'Held B$100.00 (card, sandbox)' }],
  refunds: [],
  ledger: [],
};

export const adminPaymentDetails = [
  adminCapturedPayment,
  adminPartlyRefundedPayment,
  adminFullyRefundedPayment,
  adminHeldPayment,
];

export const paymentRowOf = (p: AdminPaymentDetail): AdminPaymentRow => ({
  id: p.id,
  public_id: p.public_id,
  payer: { id: p.payer.id, name: p.payer.name },
  provider: p.provider,
  method: p.method,
  purpose: p.purpose,
  amount: p.amount,
  captured: p.captured,
  refunded: p.refunded,
  status: p.status,
  label: p.label,
  order_ids: p.order_ids,
  created_at: p.created_at,
});

/** The four above and 26 older card payments of Nurul's: two pages. */
export const adminPaymentRows: AdminPaymentRow[] = [
  ...adminPaymentDetails.map(paymentRowOf),
  ...Array.from({ length: 26 }, (_, i) => ({
    ...paymentRowOf(adminCapturedPayment),
    id: 60 - i,
    public_id: `pay_older${String(i).padStart(4, '0')}_1`,
    payer: { id: 12, name: 'Nurul Aini' },
    amount: 1_500 + i * 250,
    captured: 1_500 + i * 250,
    order_ids: [1000 - i],
    created_at: at(5 + i),
  })),
];
