import { HttpResponse } from 'msw';
import { RATING_CONTENT_MAX, RATING_SUBMITTED, REVIEW_PAGE, ratings } from '../../contract/ratings';
import type { GivenRating, Review } from '../../contract/ratings';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { demoMyRatings, demoReviews, emptyMyRatings, type MyRatings } from './fixtures';
import { onMockReset } from '../reset';

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: INVALID, errors }, { status: 422 });

interface Body {
  order_id?: number;
  rating?: number;
  content?: string;
  item_id?: number;
  item_rating?: number;
  item_content?: string;
}

/**
 * The caller's lists, and rating as the server answers it: stars outside 1–5 or words over 2,000
 * characters a 422 per field; an order not on the To give list a 404. A rating moves its order from
 * To give to Given (kept for the story's life, as the page's next read would show it).
 */
function area(start: MyRatings, reviews: Review[]) {
  let state = structuredClone(start);
  onMockReset(() => (state = structuredClone(start)));
  const page = (request: Request) => {
    const before = Number(new URL(request.url).searchParams.get('before')) || Infinity;
    const older = reviews.filter((r) => r.id < before);
    return HttpResponse.json({
      rating: reviews.length
        ? {
            average: Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10,
            count: reviews.length,
          }
        : { average: 0, count: 0 },
      reviews: older.slice(0, REVIEW_PAGE),
      has_more: older.length > REVIEW_PAGE,
    });
  };
  return [
    mockEndpoint(ratings.mine, () => HttpResponse.json({ ratings: state })),
    mockEndpoint(ratings.create, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as Body;
      const errors: Record<string, string[]> = {};
      const stars = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5;
      if (!stars(body.rating)) errors.rating = ['Choose from 1 to 5 stars.'];
      if ((body.content ?? '').length > RATING_CONTENT_MAX)
        errors.content = [`Use at most ${RATING_CONTENT_MAX} characters`];
      if (body.item_rating !== undefined && !stars(body.item_rating))
        errors.item_rating = ['Choose from 1 to 5 stars.'];
      if ((body.item_content ?? '').length > RATING_CONTENT_MAX)
        errors.item_content = [`Use at most ${RATING_CONTENT_MAX} characters`];
      if (Object.keys(errors).length) return invalid(errors);
      const order = state.to_give.find((o) => o.order_id === body.order_id);
      if (!order) return HttpResponse.json({ message: 'This order does not exist.' }, { status: 404 });
      const now = new Date().toISOString();
      const published = order.other_rated ? now : null;
      const base = {
        order_id: order.order_id,
        rater_role: order.role,
        rater: { id: 2, name: 'Siti Rahman', avatar: null },
        ratee: order.other,
        published_at: published,
        publishes_at: order.rate_by,
        created_at: now,
      };
      const written: GivenRating[] = [
        {
          ...base,
          id: 900 + order.order_id,
          target: 'user',
          item: null,
          rating: body.rating!,
          content: body.content ?? '',
        },
        ...(body.item_rating !== undefined && order.items[0]
          ? [
              {
                ...base,
                id: 950 + order.order_id,
                target: 'item' as const,
                item: order.items[0],
                rating: body.item_rating,
                content: body.item_content ?? '',
              },
            ]
          : []),
      ];
      state = {
        ...state,
        to_give: state.to_give.filter((o) => o !== order),
        given: [...written, ...state.given],
      };
      return HttpResponse.json({ message: RATING_SUBMITTED, ratings: written }, { status: 201 });
    }),
    mockEndpoint(ratings.ofUser, ({ request }) => page(request)),
    mockEndpoint(ratings.ofItem, ({ request }) => page(request)),
  ];
}

/** The ratings area: the caller's lists, rating an order, and public reviews. */
export const ratingsHandlers = {
  /** Siti's lists; no public reviews (the profiles' and items' fixtures have none). */
  default: area(demoMyRatings, []),
  /** Twelve published reviews on every profile and item: the first page of ten, then Show more. */
  reviews: area(demoMyRatings, demoReviews),
  /** Nothing to rate, nothing given or received; no reviews anywhere. */
  empty: area(emptyMyRatings, []),
  /** Every rating is refused with the server's 500. */
  error: [
    mockError(ratings.mine, 500, SERVER_ERROR),
    mockError(ratings.create, 500, SERVER_ERROR),
    mockError(ratings.ofUser, 500, SERVER_ERROR),
    mockError(ratings.ofItem, 500, SERVER_ERROR),
  ],
  /** The lists never arrive. */
  slow: [mockPending(ratings.mine), mockPending(ratings.ofUser), mockPending(ratings.ofItem)],
  /** The server refuses the words as too long and the stars as out of range (the form's errors). */
  invalid: [
    // The first handler that matches answers: this one comes before the area's own.
    mockEndpoint(ratings.create, () =>
      invalid({
        rating: ['Choose from 1 to 5 stars.'],
        content: [`Use at most ${RATING_CONTENT_MAX} characters`],
      }),
    ),
    ...area(demoMyRatings, demoReviews),
  ],
};
