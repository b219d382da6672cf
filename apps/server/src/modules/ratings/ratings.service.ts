// Ratings after a completed order (decision 0038): each side rates the other once and the buyer
// the item; blind until both have rated or 14 days have passed. Every call names the caller: an
// order they are not a party to is a 404, and nobody but its writer sees a blind rating.
import { RATING_SUBMITTED, REVIEW_PAGE, type GivenRating, type RatingToGive } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { Conflict, FieldErrors, NotFound, type FieldMessages } from '../../platform/errors/domain';
import { record, recordAll } from '../activity';
import { ratingOf } from '../catalogue';
import * as publicReviews from './public-reviews.repository';
import * as lists from './rating-lists.repository';
import * as repository from './ratings.repository';
import {
  ALREADY_RATED,
  BUYER_ONLY,
  ITEM_NOT_FOUND,
  ITEM_STARS,
  NOT_COMPLETE,
  NOT_IN_ORDER,
  NOT_THE_OTHER,
  NOT_YOU,
  ORDER_NOT_FOUND,
  otherOf,
  PROFILE_NOT_FOUND,
  roleOf,
  toGivenRating,
  toItemBrief,
  toParty,
  toReview,
  WHICH_ITEM,
  WINDOW_CLOSED,
  windowCutoff,
  windowEnd,
} from './rules';

export interface CreateInput {
  order_id: number;
  rating: number;
  content?: string | undefined;
  user_id?: number | undefined;
  current_user?: number | undefined;
  item_id?: number | undefined;
  item_rating?: number | undefined;
  item_content?: string | undefined;
}

/**
 * Publishes the order's blind ratings (both sides' and the buyer's item rating) in the caller's
 * transaction, and tells each rated person in their activity feed.
 */
async function publish(tx: Executor, orderId: number, at: Date) {
  const published = await repository.publishOrder(tx, orderId, at);
  const people = published.filter((r) => r.target === 'user');
  const names = await repository.firstNames(
    tx,
    people.map((r) => r.rater_id),
  );
  await recordAll(
    tx,
    people.map((r) => ({
      userId: r.ratee_id,
      kind: 'rating_received' as const,
      subject: { type: 'rating' as const, id: r.id },
      data: { name: names.get(r.rater_id) ?? null, rating: r.rating, order_id: orderId },
    })),
  );
}

/** The item the buyer's item rating is about, or the fields' errors. */
function itemOf(input: CreateInput, role: 'buyer' | 'seller', lines: Array<{ id: number }>) {
  const errors: FieldMessages = {};
  if (input.item_id !== undefined && !lines.some((l) => l.id === input.item_id))
    errors.item_id = [NOT_IN_ORDER];
  if (input.item_rating === undefined) {
    if (input.item_content) errors.item_rating = [ITEM_STARS];
    return { errors, itemId: null };
  }
  if (role === 'seller') errors.item_rating = [BUYER_ONLY];
  const itemId = input.item_id ?? (lines.length === 1 ? lines[0]!.id : null);
  if (itemId === null && !errors.item_id) errors.item_id = [WHICH_ITEM];
  return { errors, itemId };
}

/**
 * Rates the other side of a completed order (and, for the buyer, the item) in one transaction with
 * the order locked: checks, writes, records the activity, and publishes the order's ratings when
 * both sides are in. A second rating, or one that loses a race to the unique index, is a 409.
 */
export async function create(
  app: FastifyInstance,
  userId: number,
  input: CreateInput,
  now = new Date(),
): Promise<{ message: string; ratings: GivenRating[] }> {
  const write = () =>
    app.db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, input.order_id);
      const role = order ? roleOf(order, userId) : null;
      if (!order || !role) throw new NotFound(ORDER_NOT_FOUND);
      const otherId = otherOf(order, role);
      const lines = (await repository.itemsOf(tx, [order.id])).get(order.id) ?? [];
      const item = itemOf(input, role, lines);
      const errors: FieldMessages = { ...item.errors };
      if (input.current_user !== undefined && input.current_user !== userId) errors.current_user = [NOT_YOU];
      if (input.user_id !== undefined && input.user_id !== otherId) errors.user_id = [NOT_THE_OTHER];
      if (Object.keys(errors).length) throw new FieldErrors(errors);
      if (order.status !== 'completed') throw new Conflict(NOT_COMPLETE);
      if (now.getTime() > windowEnd(order.status_changed_at).getTime()) throw new Conflict(WINDOW_CLOSED);

      const existing = await repository.ratingsOfOrder(tx, order.id);
      if (existing.some((r) => r.rater_id === userId)) throw new Conflict(ALREADY_RATED);
      const base = { order_id: order.id, rater_id: userId, ratee_id: otherId, rater_role: role };
      const written = await repository.insertRatings(tx, [
        { ...base, target: 'user', rating: input.rating, content: input.content ?? '' },
        ...(item.itemId !== null && input.item_rating !== undefined
          ? [
              {
                ...base,
                target: 'item' as const,
                item_id: item.itemId,
                rating: input.item_rating,
                content: input.item_content ?? '',
              },
            ]
          : []),
      ]);
      const userRating = written.find((r) => r.target === 'user')!;
      const title = lines[0]?.title ?? null;
      await record(
        tx,
        userId,
        'rated',
        { type: 'rating', id: userRating.id },
        {
          title,
          order_id: order.id,
          rating: input.rating,
          role,
        },
      );
      if (existing.some((r) => r.rater_id === otherId && r.target === 'user'))
        await publish(tx, order.id, now);
      return written.map((r) => r.id);
    });
  let ids: number[];
  try {
    ids = await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(ALREADY_RATED);
    throw error;
  }
  const rows = await lists.byIds(app.db, ids);
  return { message: RATING_SUBMITTED, ratings: rows.map((r) => toGivenRating(r, app.storage)) };
}

/** The sweep's step for one order: locked, re-checked (completed 14 days ago), published. */
export async function publishDue(app: FastifyInstance, orderId: number, at: Date): Promise<void> {
  await app.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (!order || order.status !== 'completed') return;
    if (order.status_changed_at.getTime() > windowCutoff(at).getTime()) return;
    await publish(tx, orderId, at);
  });
}

/** The caller's three lists (seed: reads ratings) and their own average. */
export async function mine(app: FastifyInstance, userId: number, now = new Date()) {
  const [open, given, received, summary] = await Promise.all([
    lists.toGive(app.db, userId, windowCutoff(now)),
    lists.given(app.db, userId),
    lists.received(app.db, userId),
    lists.summaryOf(app.db, userId),
  ]);
  const itemsByOrder = await repository.itemsOf(
    app.db,
    open.map((o) => o.id),
  );
  const to_give: RatingToGive[] = open.map((o) => ({
    order_id: o.id,
    role: roleOf(o, userId)!,
    other: toParty(o.other),
    items: (itemsByOrder.get(o.id) ?? []).map((i) => toItemBrief(i, app.storage)),
    completed_at: o.completed_at.toISOString(),
    rate_by: windowEnd(o.completed_at).toISOString(),
    other_rated: o.other_rated,
  }));
  return {
    to_give,
    given: given.map((r) => toGivenRating(r, app.storage)),
    received: received.map((r) => toGivenRating(r, app.storage)),
    summary: ratingOf(summary),
  };
}

/** A member's or an item's published reviews, a page at a time, with the average. */
export async function reviewsOf(
  app: FastifyInstance,
  of: { user: number } | { item: number },
  before: number | null,
) {
  const subject =
    'user' in of
      ? await publicReviews.publicUser(app.db, of.user)
      : await publicReviews.publicItem(app.db, of.item);
  if (!subject) throw new NotFound('user' in of ? PROFILE_NOT_FOUND : ITEM_NOT_FOUND);
  const rows = await publicReviews.reviews(
    app.db,
    'user' in of ? { ratee_id: of.user } : { item_id: of.item },
    before,
    REVIEW_PAGE + 1,
  );
  return {
    rating: ratingOf(subject),
    reviews: rows.slice(0, REVIEW_PAGE).map(toReview),
    has_more: rows.length > REVIEW_PAGE,
  };
}
