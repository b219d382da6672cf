import { count, i18n, params } from '@pinjam/ui';

/** What both request pages say about a request. */
export const requestMessages = i18n('Requests', {
  dates: 'Dates',
  days: 'Days',
  fulfilment: 'Fulfilment',
  delivery: 'Delivery',
  pickup: 'Pickup',
  dayCount: count({ one: '{count} day', other: '{count} days' }),
  range: params('{start} – {end}'),
  held: 'Held on card',
  charged: 'Charged',
  released: 'Not charged',
  depositHeld: 'Deposit held on card',
  depositHeldToEnd: 'Deposit, held until the rental ends',
  depositReleased: 'Deposit, not charged',
  viewOrder: params('View order #{id}'),
  noPhoto: 'No photo',
  loading: 'Loading requests…',
  retry: 'Try again',
  browse: 'Browse items',
});

/** requests I made (my-requests). */
export const myRequestsMessages = i18n('MyRequests', {
  title: 'My requests',
  intro: 'Rentals you asked for. Your card is held, not charged, until the owner accepts.',
  listLabel: 'Requests you made',
  from: params('From {name}'),
  pendingNote: params('{owner} has until {deadline} to answer; your card is held, not charged.'),
  acceptedNote: params('{owner} accepted on {when}: your card was charged and the days are yours.'),
  deniedNote: params('{owner} denied this request: “{reason}”. The hold on your card is released.'),
  deniedNoReason: params('{owner} denied this request. The hold on your card is released.'),
  cancelledNote: 'You cancelled this request. The hold on your card is released.',
  expiredNote: params('{owner} did not answer in time. The hold on your card is released.'),
  cancel: 'Cancel request',
  cancelTitle: 'Cancel this request?',
  cancelText: params(
    'The hold of {total} on your card is released and {owner} is told. You cannot undo this; to rent it later, send a new request.',
  ),
  cancelTextWithDeposit: params(
    'The hold of {total} and the deposit of {deposit} on your card are released and {owner} is told. You cannot undo this; to rent it later, send a new request.',
  ),
  keep: 'Keep request',
  cancelled: 'Request cancelled: the hold on your card is released.',
  emptyTitle: 'You have not asked to rent anything yet',
  emptyText: 'Find a camera, a tent or a party set, choose your dates and send a request.',
  loadError: 'Your requests could not be loaded.',
});

/** requests for my items (customer-requests). */
export const customerRequestsMessages = i18n('CustomerRequests', {
  title: 'Customer requests',
  intro: 'People asking to rent your items. Accept to charge their card and book the days.',
  listLabel: 'Requests for your items',
  by: params('Requested by {name}'),
  pendingNote: params('Answer by {deadline}, or the request expires and the hold is released.'),
  acceptedNote: params('You accepted on {when}: the card was charged and the days are booked.'),
  deniedNote: params('You denied this request: “{reason}”.'),
  deniedNoReason: 'You denied this request.',
  cancelledNote: params('{renter} cancelled this request.'),
  expiredNote: 'This request expired before you answered. The hold was released.',
  accept: 'Accept',
  acceptLabel: params('Accept {renter}’s request for {title}'),
  acceptTitle: params('Accept {renter}’s request?'),
  acceptText: params(
    '{renter}’s card will be charged {total} now, and {start} – {end} ({days}) will be booked for them. The rental order is created as paid.',
  ),
  acceptConfirm: 'Accept and charge',
  deny: 'Deny',
  denyLabel: params('Deny {renter}’s request for {title}'),
  denyTitle: params('Deny {renter}’s request?'),
  denyText: params('The hold on {renter}’s card is released. They will see your reason if you give one.'),
  denyConfirm: 'Deny request',
  reason: 'Reason (optional)',
  notYet: 'Not yet',
  accepted: params('Request accepted: {renter}’s card is charged and the days are booked.'),
  denied: 'Request denied: the hold on the renter’s card is released.',
  emptyTitle: 'No one has asked to rent your items yet',
  emptyText: 'Requests arrive here when someone picks dates on one of your items. List more to be found.',
  listAnItem: 'List an item',
  loadError: 'Requests for your items could not be loaded.',
});
