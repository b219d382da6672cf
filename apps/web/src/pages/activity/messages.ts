import { i18n, params } from '@pinjam/ui';

/**
 * The feed's sentences, one per kind and side (the server records the facts; the words are made
 * here so that they can be translated). `data.role` says which side the reader is on.
 */
export const activityLineMessages = i18n('ActivityLine', {
  itemListed: params('You listed {title}.'),
  requestMade: params('You asked to rent {title} ({amount}).'),
  requestReceived: params('New request to rent your {title} ({amount}).'),
  requestAcceptedOwner: params('You accepted a request for {title}.'),
  requestAcceptedRenter: params('Your request for {title} was accepted.'),
  requestDeniedOwner: params('You denied a request for {title}.'),
  requestDeniedRenter: params('Your request for {title} was denied.'),
  requestCancelledOwner: params('A request for your {title} was cancelled by the renter.'),
  requestCancelledRenter: params('You cancelled your request for {title}.'),
  requestExpiredOwner: params('A request for your {title} expired unanswered.'),
  requestExpiredRenter: params('Your request for {title} expired: the owner did not answer.'),
  orderPaid: params('You paid {amount} for order #{id}: {title}.'),
  orderSold: params('You sold {title} (order #{id}): {amount} for you.'),
  orderCancelledBuyer: params('Order #{id} was cancelled and refunded to you.'),
  orderCancelledSeller: params('Order #{id} was cancelled; the buyer was refunded.'),
  deliveredBuyer: params('Order #{id} was delivered to you.'),
  deliveredSeller: params('Order #{id} was delivered to the buyer.'),
  returnedBuyer: params('You returned the rental of order #{id}.'),
  returnedSeller: params('The rental of order #{id} came back to you.'),
  rated: params('You rated {title}.'),
  ratingReceived: params('{name} rated you {rating} out of 5 (order #{id}).'),
  verificationSubmitted: 'You sent your identity document and selfie for review.',
  verified: 'Your identity is verified: you can list for rent and request rentals.',
  verificationRejected: params('Your identity verification was not accepted: {reason}'),
  verificationRejectedNoReason: 'Your identity verification was not accepted.',
  paidOut: params('We paid {amount} out to your bank account.'),
  handedOverBuyer: params('The rental of order #{id} was handed over to you.'),
  handedOverSeller: params('You handed over the rental of order #{id}.'),
  overdueBuyer: params('The rental of order #{id} is overdue: please return it.'),
  overdueSeller: params('The rental of order #{id} is overdue.'),
  completedBuyer: params('Order #{id} is complete.'),
  completedSeller: params('Order #{id} is complete: {amount} is now payable to you.'),
  deliveryArranged: params('Order #{id} will be delivered to you on {date}.'),
  collectionArranged: params('Our courier will collect the rental of order #{id} on {date}.'),
  deliveryMissed: params('Our courier missed you for order #{id}; it moved to {date}.'),
  refunded: params('We refunded {amount} to you for order #{id}.'),
  anItem: 'an item',
});

/** The activity page (my-activity) and the dashboard's recent activity. */
export const activityPageMessages = i18n('ActivityPage', {
  title: 'Activity',
  intro: 'What you did and what happened to your listings, requests and orders, newest first.',
  listLabel: 'Your activity',
  loading: 'Loading your activity…',
  loadError: 'Your activity could not be loaded.',
  moreError: 'The older entries could not be loaded.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  end: 'That is everything so far.',
  emptyTitle: 'Nothing has happened yet',
  emptyText: 'List an item or rent one: what you do and what happens to it shows here.',
  listAnItem: 'List an item',
  browse: 'Browse items',
});
