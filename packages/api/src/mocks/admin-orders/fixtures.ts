import type { AdminOrder, AdminOrderRow } from '../../contract/admin-orders';

const at = (daysAgo: number, hour = 9) =>
  new Date(Date.UTC(2026, 10, 24, hour) - daysAgo * 86_400_000).toISOString();

const hakim = { id: 7, name: 'Hakim Yusof', email: 'hakim@example.bn' };
const siti = { id: 4, name: 'Siti Rahman', email: 'siti@example.bn' };

/** A paid purchase with delivery, not yet dispatched: the admin may cancel it. */
export const adminPurchase: AdminOrder = {
  id: 1042,
  kind: 'purchase',
  status: 'paid',
  fulfilment: 'delivery',
  buyer: hakim,
  seller: siti,
  lines: [
    {
      item_id: 31,
      title: 'Canon EOS R6 camera body',
      is_rental: false,
      quantity: 1,
      days: null,
      start_date: null,
      end_date: null,
      unit_price: 120_000,
      line_total: 120_000,
    },
  ],
  amounts: {
    subtotal: 120_000,
    delivery_fee: 500,
    commission: 12_000,
    seller_net: 108_000,
    deposit: 0,
    total: 120_500,
    refunded: 0,
    refundable: 120_500,
    deposit_held: 0,
    seller_net_now: 108_000,
  },
  cancel_reason: null,
  payments: [
    {
      id: 88,
      purpose: 'order',
      method: 'card',
      provider: 'sandbox',
      status: 'captured',
      amount: 120_500,
      captured: 120_500,
      refunded: 0,
    },
  ],
  legs: [{ id: 51, kind: 'outbound', status: 'scheduled', scheduled_for: '2026-11-25', completed_at: null }],
  timeline: [
    {
      event: 'paid',
      from_status: null,
      to_status: 'paid',
      by: 'buyer',
      actor: { id: hakim.id, name: hakim.name },
      note: null,
      created_at: at(0, 2),
    },
  ],
  issues: [],
  payout: null,
  ledger: [
    {
      id: 901,
      posting: 'order-1042:paid',
      account: 'customer_payments',
      amount: -120_500,
      memo: 'Order #1042 paid',
      created_at: at(0, 2),
    },
    {
      id: 902,
      posting: 'order-1042:paid',
      account: 'seller_pending',
      amount: 108_000,
      memo: 'Order #1042 paid',
      created_at: at(0, 2),
    },
    {
      id: 903,
      posting: 'order-1042:paid',
      account: 'platform_commission',
      amount: 12_000,
      memo: 'Order #1042 paid',
      created_at: at(0, 2),
    },
    {
      id: 904,
      posting: 'order-1042:paid',
      account: 'platform_delivery',
      amount: 500,
      memo: 'Order #1042 paid',
      created_at: at(0, 2),
    },
  ],
  can_cancel: true,
  can_resolve: false,
  created_at: at(0, 2),
  status_changed_at: at(0, 2),
};

/** A delivery rental returned damaged: an issue open, the B$50 deposit still held. */
export const adminRentalWithIssue: AdminOrder = {
  ...adminPurchase,
  id: 1038,
  kind: 'rental',
  status: 'returned',
  buyer: siti,
  seller: hakim,
  lines: [
    {
      item_id: 12,
      title: 'Four-person camping tent',
      is_rental: true,
      quantity: 1,
      days: 3,
      start_date: '2026-11-18',
      end_date: '2026-11-20',
      unit_price: 4_500,
      line_total: 13_500,
    },
  ],
  amounts: {
    subtotal: 13_500,
    delivery_fee: 1_000,
    commission: 1_350,
    seller_net: 12_150,
    deposit: 5_000,
    total: 14_500,
    refunded: 0,
    refundable: 14_500,
    deposit_held: 5_000,
    seller_net_now: 12_150,
  },
  payments: [
    {
      id: 80,
      purpose: 'order',
      method: 'card',
      provider: 'sandbox',
      status: 'captured',
      amount: 14_500,
      captured: 14_500,
      refunded: 0,
    },
    {
      id: 81,
      purpose: 'deposit',
      method: 'card',
      provider: 'sandbox',
      status: 'authorised',
      amount: 5_000,
      captured: 0,
      refunded: 0,
    },
  ],
  legs: [
    { id: 44, kind: 'outbound', status: 'completed', scheduled_for: '2026-11-18', completed_at: at(6, 3) },
    { id: 45, kind: 'return', status: 'completed', scheduled_for: '2026-11-20', completed_at: at(4, 5) },
  ],
  timeline: [
    { ...adminPurchase.timeline[0]!, actor: { id: siti.id, name: siti.name }, created_at: at(8) },
    {
      event: 'dispatch',
      from_status: 'paid',
      to_status: 'dispatched',
      by: 'admin',
      actor: { id: 1, name: 'Pinjam Admin' },
      note: null,
      created_at: at(6, 1),
    },
    {
      event: 'deliver',
      from_status: 'dispatched',
      to_status: 'in_use',
      by: 'admin',
      actor: { id: 1, name: 'Pinjam Admin' },
      note: null,
      created_at: at(6, 3),
    },
    {
      event: 'return',
      from_status: 'in_use',
      to_status: 'returned',
      by: 'admin',
      actor: { id: 1, name: 'Pinjam Admin' },
      note: null,
      created_at: at(4, 5),
    },
    {
      event: 'reportIssue',
      from_status: 'returned',
      to_status: 'returned',
      by: 'seller',
      actor: { id: hakim.id, name: hakim.name },
      note: 'damaged',
      created_at: at(4, 8),
    },
  ],
  issues: [
    {
      id: 17,
      type: 'damaged',
      description: 'The tent came back with a torn flysheet.',
      status: 'open',
      reporter: { id: hakim.id, name: hakim.name },
      resolution: null,
      created_at: at(4, 8),
      resolved_at: null,
    },
  ],
  ledger: [],
  can_cancel: false,
  can_resolve: true,
  created_at: at(8),
  status_changed_at: at(4, 5),
};

/** The purchase after the admin cancelled it. */
export const adminCancelledOrder: AdminOrder = {
  ...adminPurchase,
  id: 1040,
  status: 'cancelled',
  cancel_reason: 'The seller is away; the buyer asked us to cancel.',
  amounts: { ...adminPurchase.amounts, refunded: 120_500, refundable: 0, seller_net_now: 0 },
  payments: [{ ...adminPurchase.payments[0]!, status: 'refunded', refunded: 120_500 }],
  legs: [],
  timeline: [
    ...adminPurchase.timeline,
    {
      event: 'cancel',
      from_status: 'paid',
      to_status: 'cancelled',
      by: 'admin',
      actor: { id: 1, name: 'Pinjam Admin' },
      note: 'The seller is away; the buyer asked us to cancel.',
      created_at: at(0, 4),
    },
  ],
  can_cancel: false,
};

export const adminOrderDetails: AdminOrder[] = [adminPurchase, adminRentalWithIssue, adminCancelledOrder];

export const rowOf = (o: AdminOrder): AdminOrderRow => ({
  id: o.id,
  kind: o.kind,
  status: o.status,
  fulfilment: o.fulfilment,
  buyer: { id: o.buyer.id, name: o.buyer.name },
  seller: { id: o.seller.id, name: o.seller.name },
  total: o.amounts.total,
  has_open_issue: o.issues.some((i) => i.status === 'open'),
  created_at: o.created_at,
});

const PEOPLE = ['Nurul Huda', 'Lim Wei Ming', 'Daniel Tan', 'Hajah Rosnah', 'Ahmad Yusof'];
const STATUSES = ['paid', 'dispatched', 'delivered', 'completed', 'in_use', 'completed'] as const;

/** Thirty orders for the list: the three above, then a month of others, newest first. */
export const adminOrderRows: AdminOrderRow[] = [
  ...adminOrderDetails.map(rowOf),
  ...Array.from({ length: 27 }, (_, i): AdminOrderRow => {
    const rental = i % 3 === 0;
    const status = STATUSES[i % STATUSES.length]!;
    return {
      id: 1030 - i,
      kind: rental ? 'rental' : 'purchase',
      status:
        rental && status === 'delivered'
          ? 'returned'
          : !rental && status === 'in_use'
            ? 'dispatched'
            : status,
      fulfilment: i % 4 === 0 ? 'pickup' : 'delivery',
      buyer: { id: 20 + (i % 5), name: PEOPLE[i % 5]! },
      seller: { id: 30 + ((i + 2) % 5), name: PEOPLE[(i + 2) % 5]! },
      total: 2_500 + ((i * 3_700) % 40_000),
      has_open_issue: i === 4,
      created_at: at(1 + i, 6),
    };
  }),
].sort((a, b) => b.created_at.localeCompare(a.created_at));
