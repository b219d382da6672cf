import { i18n, params } from '@pinjam/ui';

/** The admin's orders list (decision 0043). */
export const adminOrdersMessages = i18n('AdminOrdersPage', {
  title: 'Orders',
  intro:
    'Every order on Pinjam, newest first. Open one to see its money, its trips and its issues, and to act on it.',
  caption: 'Orders',
  search: 'Search by order number, or a buyer’s or seller’s name or email',
  status: 'Status',
  kind: 'Type',
  purchase: 'Purchase',
  rental: 'Rental',
  issue: 'Issues',
  openIssue: 'Open issue',
  fulfilment: 'Fulfilment',
  delivery: 'Delivery',
  pickup: 'Pickup',
  from: 'Placed from',
  to: 'Placed to',
  order: 'Order',
  placed: 'Placed',
  buyer: 'Buyer',
  seller: 'Seller',
  total: 'Total',
  orderNumber: params('#{id}'),
  issueFlag: 'Issue open',
  empty: 'No orders yet.',
});
