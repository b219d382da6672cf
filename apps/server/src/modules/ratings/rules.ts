// The ratings module's words and pure rules (decision 0038): who the caller is on an order, when
// its rating window closes, and how rating rows read as the contract. Pure: the rows come in.
import {
  RATING_REMINDER_DAYS,
  RATING_WINDOW_DAYS,
  type GivenRating,
  type Review,
} from '@pinjam/api/contract';
import type { ItemImageRow } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import { toImageDto } from '../catalogue';

export const ORDER_NOT_FOUND = 'This order does not exist.';
export const NOT_COMPLETE = 'You can rate this order once it is complete';
export const WINDOW_CLOSED = `The time to rate this order has passed: ratings are open for ${RATING_WINDOW_DAYS} days after completion.`;
export const ALREADY_RATED = 'You have already rated this order.';
export const NOT_THE_OTHER = 'This is not the other side of this order: you rate the person you dealt with.';
export const NOT_YOU = 'This is not your account: sign in again and retry.';
export const NOT_IN_ORDER = 'This item is not part of this order.';
export const WHICH_ITEM = 'Choose which of the order’s items you rate.';
export const BUYER_ONLY = 'Only the buyer rates the item.';
export const ITEM_STARS = 'Choose from 1 to 5 stars for the item too, or leave its words empty.';
export const PROFILE_NOT_FOUND = 'This profile does not exist.';
export const ITEM_NOT_FOUND = 'This item does not exist.';

const DAY = 24 * 60 * 60_000;

export type Role = 'buyer' | 'seller';

/** The caller's side of an order, or null when they are not a party to it. */
export function roleOf(order: { buyer_id: number; seller_id: number }, userId: number): Role | null {
  if (order.buyer_id === userId) return 'buyer';
  if (order.seller_id === userId) return 'seller';
  return null;
}

export const otherOf = (order: { buyer_id: number; seller_id: number }, role: Role) =>
  role === 'buyer' ? order.seller_id : order.buyer_id;

/** When a completed order's blind ends: its unpublished ratings are published, and rating closes. */
export const windowEnd = (completedAt: Date) => new Date(completedAt.getTime() + RATING_WINDOW_DAYS * DAY);

/** Orders completed at or before this instant have had their 14 days. */
export const windowCutoff = (now: Date) => new Date(now.getTime() - RATING_WINDOW_DAYS * DAY);

/** Orders completed at or before this instant are due a reminder to whoever has not rated. */
export const reminderCutoff = (now: Date) => new Date(now.getTime() - RATING_REMINDER_DAYS * DAY);

/** The name a public review shows of its writer: the first word of their name. */
export const firstName = (name: string) => name.trim().split(/\s+/, 1)[0] ?? name;

export interface PartyRow {
  id: number;
  name: string;
  avatar_path: string | null;
}

export const toParty = (p: PartyRow) => ({
  id: p.id,
  name: p.name,
  avatar: p.avatar_path ? { path: p.avatar_path } : null,
});

export interface ItemBriefRow {
  id: number;
  title: string;
  cover: ItemImageRow | null;
}

export const toItemBrief = (row: ItemBriefRow, storage: FileStorage) => ({
  id: row.id,
  title: row.title,
  cover: row.cover ? toImageDto(row.cover, storage) : null,
});

export interface RatingRowView {
  id: number;
  order_id: number;
  target: 'user' | 'item';
  rater_role: Role;
  rating: number;
  content: string;
  published_at: Date | null;
  created_at: Date;
  completed_at: Date;
  rater: PartyRow;
  ratee: PartyRow;
  item: ItemBriefRow | null;
}

export function toGivenRating(row: RatingRowView, storage: FileStorage): GivenRating {
  return {
    id: row.id,
    order_id: row.order_id,
    target: row.target,
    rater_role: row.rater_role,
    rater: toParty(row.rater),
    ratee: toParty(row.ratee),
    item: row.item ? toItemBrief(row.item, storage) : null,
    rating: row.rating,
    content: row.content,
    published_at: row.published_at?.toISOString() ?? null,
    publishes_at: windowEnd(row.completed_at).toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export interface ReviewRow {
  id: number;
  rater_role: Role;
  rating: number;
  content: string;
  published_at: Date;
  rater: PartyRow;
}

export const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rater: {
    id: row.rater.id,
    first_name: firstName(row.rater.name),
    avatar: row.rater.avatar_path ? { path: row.rater.avatar_path } : null,
  },
  rater_role: row.rater_role,
  rating: row.rating,
  content: row.content,
  published_at: row.published_at.toISOString(),
});
