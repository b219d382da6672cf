// How far ahead and how long a rental may be (issue 24): the marketplace's two settings, the
// booking window in months and the longest rental of an item whose owner set no maximum. The
// server refuses what lies outside them; the item page's calendar offers nothing outside them.
import { addMonths, type IsoDate } from './dates';

export interface RentalBounds {
  /** A rental's last day is at most this many months after today (Brunei). */
  booking_window_months: number;
  /** Days, for an item whose owner set no maximum. */
  longest_rental_days: number;
}

/** What the marketplace starts with: 12 months ahead, 90 days at most. */
export const DEFAULT_RENTAL_BOUNDS: RentalBounds = { booking_window_months: 12, longest_rental_days: 90 };

/** The last day a rental may reach: the window's months after today. */
export const lastBookableDay = (today: IsoDate, bounds: RentalBounds): IsoDate =>
  addMonths(today, bounds.booking_window_months) ?? today;

/**
 * An item's longest rental: the owner's maximum, or else the marketplace's, though never below the
 * item's minimum (an owner asking for 120 days at least can still be rented for 120).
 */
export const longestRental = (
  item: { min_days: number; max_days: number | null | undefined },
  bounds: RentalBounds,
): number => item.max_days ?? Math.max(item.min_days, bounds.longest_rental_days);
