// The ratings area (the server's modules/ratings; docs/product.md "Ratings", issue 16, decision 0038):
// after an order completes, each side rates the other once (1–5 and words) and the buyer rates the
// item. Blind: a rating is published when both sides have rated, or 14 days after completion;
// only published ratings are shown to anyone but their writer, or count in averages.
import { z } from './zod';
import { itemBrief, party } from './requests';
import { ratingSummary } from './catalogue';
import { endpoint } from './endpoint';
import { idInput, idParams, wholeNumber } from './numbers';
import { multiLine, optionalInput } from './text';

export const RATING_CONTENT_MAX = 2_000;
/** Days after completion during which a side may rate; then what is unpublished is published. */
export const RATING_WINDOW_DAYS = 14;
/** Days after completion a side that has not rated is reminded (once). */
export const RATING_REMINDER_DAYS = 3;
/** Reviews a profile or an item page reads at once; older ones by `before`. */
export const REVIEW_PAGE = 10;
/** The seed's words after a rating is sent (docs/product.md §8). */
export const RATING_SUBMITTED = 'Your rating has been submitted';

/** 1 to 5 whole stars. */
export const ratingScore = wholeNumber({
  min: 1,
  max: 5,
  invalid: 'Choose from 1 to 5 stars.',
  fraction: 'Choose whole stars, from 1 to 5.',
});

const ratingWords = multiLine({ max: RATING_CONTENT_MAX });

export const ratingRoles = ['buyer', 'seller'] as const;

/** A rating as its writer sees it (Given), or as its subject sees it once published (Received). */
export const givenRating = z.object({
  id: z.int(),
  order_id: z.int(),
  target: z.enum(['user', 'item']),
  /** The writer's side of the order. */
  rater_role: z.enum(ratingRoles),
  rater: party,
  /** The rated person (for an item rating: its owner). */
  ratee: party,
  item: z.nullable(itemBrief),
  rating: z.int(),
  content: z.string(),
  /** Null while blind: hidden from the other side until they rate too, or until `publishes_at`. */
  published_at: z.nullable(z.string()),
  /** When an unpublished rating is published at the latest (14 days after completion). */
  publishes_at: z.string(),
  created_at: z.string(),
});
export type GivenRating = z.infer<typeof givenRating>;

/** A completed order the caller has not rated yet. */
export const ratingToGive = z.object({
  order_id: z.int(),
  /** The caller's side. */
  role: z.enum(ratingRoles),
  /** Whom they rate. */
  other: party,
  /** The order's items (the buyer rates one of them; most orders have one). */
  items: z.array(itemBrief),
  completed_at: z.string(),
  /** The last day to rate: then the order leaves this list. */
  rate_by: z.string(),
  /** The other side has rated already (their rating stays hidden until the caller rates). */
  other_rated: z.boolean(),
});
export type RatingToGive = z.infer<typeof ratingToGive>;

/** A published review, as the public sees it: the writer's first name only. */
export const review = z.object({
  id: z.int(),
  rater: z.object({ id: z.int(), first_name: z.string(), avatar: party.shape.avatar }),
  rater_role: z.enum(ratingRoles),
  rating: z.int(),
  content: z.string(),
  /** When it was published. */
  published_at: z.string(),
});
export type Review = z.infer<typeof review>;

const reviewPage = z.object({
  rating: ratingSummary,
  reviews: z.array(review),
  /** Older reviews exist after the last one answered. */
  has_more: z.boolean(),
});

export const ratings = {
  create: endpoint({
    method: 'POST',
    path: '/api/rating/create',
    auth: 'user',
    tag: 'ratings',
    status: 201,
    summary:
      "Rates the other side of one of the caller's completed orders (the seed's fields: rating and content rate user_id, who must be the other side; current_user, when sent, must be the caller); the buyer may also rate the item in the same call (item_rating, item_content, about item_id, one of the order's items). 404 unless the caller is a party; 409 before completion, after the 14 days, or on a second rating",
    body: z.object({
      order_id: idInput,
      rating: ratingScore,
      content: optionalInput(ratingWords),
      user_id: optionalInput(idInput),
      current_user: optionalInput(idInput),
      item_id: optionalInput(idInput),
      item_rating: optionalInput(ratingScore),
      item_content: optionalInput(ratingWords),
    }),
    response: z.object({ message: z.string(), ratings: z.array(givenRating) }),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/rating/get/',
    auth: 'user',
    tag: 'ratings',
    summary:
      "The caller's ratings (seed: reads ratings): completed orders still to rate (newest first), the ratings they gave (hidden ones marked), and those they received (published only) with their average",
    response: z.object({
      ratings: z.object({
        to_give: z.array(ratingToGive),
        given: z.array(givenRating),
        received: z.array(givenRating),
        summary: ratingSummary,
      }),
    }),
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/api/rating/user/:id',
    auth: 'none',
    tag: 'ratings',
    summary: `A member's published reviews, newest first, ${REVIEW_PAGE} at a time (older by before=id), and their average; 404 for an account the public may not see`,
    params: idParams,
    query: z.object({ before: optionalInput(idInput) }),
    response: reviewPage,
  }),
  ofItem: endpoint({
    method: 'GET',
    path: '/api/rating/item/:id',
    auth: 'none',
    tag: 'ratings',
    summary: `An item's published reviews, newest first, ${REVIEW_PAGE} at a time (older by before=id), and its average; 404 unless the item is public`,
    params: idParams,
    query: z.object({ before: optionalInput(idInput) }),
    response: reviewPage,
  }),
} as const;
