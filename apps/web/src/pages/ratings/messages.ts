import { count, i18n, params } from '@pinjam/ui';

/** What the ratings page and its form say. */
export const ratingsMessages = i18n('Ratings', {
  title: 'Ratings',
  intro:
    'After an order is complete you and the other side rate each other. Ratings stay hidden until you have both rated, or for 14 days.',
  tabsLabel: 'Your ratings',
  toGive: 'To give',
  given: 'Given',
  received: 'Received',
  loading: 'Loading your ratings…',
  loadError: 'Your ratings could not be loaded.',
  retry: 'Try again',
  // To give
  toGiveCount: count({ one: '{count} order to rate', other: '{count} orders to rate' }),
  boughtFrom: params('You bought from {name}'),
  soldTo: params('You sold to {name}'),
  completedOn: params('Completed {date}'),
  rateBy: params('Rate by {date}'),
  otherRated: params('{name} has rated you: their rating shows once you rate them.'),
  rate: 'Rate',
  rateLabel: params('Rate order #{id} with {name}'),
  noneToGiveTitle: 'Nothing to rate',
  noneToGiveText: 'When an order of yours is complete, you can rate the other side here.',
  orderGone:
    'That order is not waiting for your rating: it is rated already, or its time to rate has passed.',
  // Given
  youRated: params('You rated {name}'),
  youRatedItem: params('You rated the item {title}'),
  hiddenUntil: params('Hidden until {name} rates, or {date}'),
  publishedOn: params('Published {date}'),
  noneGivenTitle: 'No ratings given yet',
  noneGivenText: 'Ratings you give appear here.',
  // Received
  yourAverage: 'Your average',
  fromName: params('From {name}'),
  asBuyer: 'as the buyer',
  asSeller: 'as the seller',
  noneReceivedTitle: 'No ratings received yet',
  noneReceivedText:
    'Ratings show here once the other side’s and yours are both in, or 14 days after completion.',
  stars: count({ one: '{count} star', other: '{count} stars' }),
  // The form
  formTitle: params('Rate order #{id}'),
  formIntro: params('{name} will not see your rating until they have rated you too, or until {date}.'),
  userQuestion: params('How was {name} to deal with?'),
  itemQuestion: params('How was {title}?'),
  itemHint: 'Optional: your rating of the item shows on its page.',
  words: 'In your own words (optional)',
  itemWords: 'About the item (optional)',
  send: 'Send rating',
  sending: 'Sending…',
  cancel: 'Cancel',
  sendError: 'Your rating could not be sent.',
});
