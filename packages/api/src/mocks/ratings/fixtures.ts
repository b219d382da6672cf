// Ratings as Siti (the mocks' usual caller) sees hers: two orders to rate, what she gave (one
// still hidden), what she received; and the public reviews of members and items.
import type { RatingSummary } from '../../contract/catalogue';
import type { Party } from '../../contract/requests';
import type { GivenRating, RatingToGive, Review } from '../../contract/ratings';
import { demoItems } from '../catalogue/fixtures';
import { users } from '../users/accounts';

const party = (u: { id: number; name: string }): Party => ({ id: u.id, name: u.name, avatar: null });
const brief = (id: number) => {
  const item = demoItems.find((i) => i.id === id)!;
  return { id: item.id, title: item.title, cover: item.cover };
};
const siti = party(users.siti);
const hakim = party(users.hakim);
const nurul = party(users.unverified);

export interface MyRatings {
  to_give: RatingToGive[];
  given: GivenRating[];
  received: GivenRating[];
  summary: RatingSummary;
}

export const ratingsToGive: RatingToGive[] = [
  {
    order_id: 5012,
    role: 'seller',
    other: hakim,
    items: [brief(101)],
    completed_at: '2026-03-08T04:00:00.000Z',
    rate_by: '2026-03-22T04:00:00.000Z',
    other_rated: true,
  },
  {
    order_id: 5011,
    role: 'buyer',
    other: nurul,
    items: [brief(106)],
    completed_at: '2026-03-06T09:30:00.000Z',
    rate_by: '2026-03-20T09:30:00.000Z',
    other_rated: false,
  },
];

const given = (over: Partial<GivenRating> & Pick<GivenRating, 'id' | 'order_id'>): GivenRating => ({
  target: 'user',
  rater_role: 'seller',
  rater: siti,
  ratee: hakim,
  item: null,
  rating: 5,
  content: 'Collected on time and returned the camera spotless. Would rent to again.',
  published_at: '2026-03-03T02:00:00.000Z',
  publishes_at: '2026-03-15T02:00:00.000Z',
  created_at: '2026-03-02T02:00:00.000Z',
  ...over,
});

export const ratingsGiven: GivenRating[] = [
  given({
    id: 61,
    order_id: 5010,
    rater_role: 'buyer',
    ratee: nurul,
    rating: 4,
    content: 'Friendly, and the tablet was as described.',
    published_at: null,
    publishes_at: '2026-03-19T08:00:00.000Z',
    created_at: '2026-03-06T08:00:00.000Z',
  }),
  given({
    id: 62,
    order_id: 5010,
    target: 'item',
    rater_role: 'buyer',
    ratee: nurul,
    item: brief(106),
    rating: 5,
    content: 'Battery still lasts all day.',
    published_at: null,
    publishes_at: '2026-03-19T08:00:00.000Z',
    created_at: '2026-03-06T08:00:00.000Z',
  }),
  given({ id: 55, order_id: 5003 }),
];

export const ratingsReceived: GivenRating[] = [
  given({
    id: 56,
    order_id: 5003,
    rater: hakim,
    ratee: siti,
    rater_role: 'buyer',
    rating: 5,
    content: 'The drone was in perfect condition and Siti explained everything. Thank you!',
  }),
  given({
    id: 48,
    order_id: 4990,
    rater: nurul,
    ratee: siti,
    rater_role: 'buyer',
    rating: 4,
    content: 'Good speakers; pickup took a little while to arrange.',
    published_at: '2026-02-20T02:00:00.000Z',
    created_at: '2026-02-18T02:00:00.000Z',
  }),
];

export const demoMyRatings: MyRatings = {
  to_give: ratingsToGive,
  given: ratingsGiven,
  received: ratingsReceived,
  summary: { average: 4.5, count: 2 },
};

export const emptyMyRatings: MyRatings = {
  to_give: [],
  given: [],
  received: [],
  summary: { average: 0, count: 0 },
};

/** Published reviews, newest first: what a profile or an item page shows. */
export const demoReviews: Review[] = Array.from({ length: 12 }, (_, i) => ({
  id: 90 - i,
  rater: {
    id: i % 2 ? users.hakim.id : users.unverified.id,
    first_name: i % 2 ? 'Hakim' : 'Nurul',
    avatar: null,
  },
  rater_role: 'buyer' as const,
  rating: [5, 4, 5, 5, 3, 5, 4, 5, 5, 4, 5, 5][i]!,
  content:
    i === 0
      ? 'The drone was in perfect condition and Siti explained everything. Thank you!'
      : `Smooth rental number ${12 - i}: on time and as described.`,
  published_at: new Date(Date.UTC(2026, 2, 8 - i, 2)).toISOString(),
}));
