import {
  addDays,
  dayNumber,
  DEFAULT_RENTAL_BOUNDS,
  todayInBrunei,
  type IsoDate,
  type RentalBounds,
} from '@pinjam/api/domain';
import type { Executor } from '../../platform/db/client';
import { readPayoutDate, readSettingsRow } from './settings.repository';

/** The marketplace's settings a sale and a rental are judged by (the admin changes them; the migration seeds row 1). */
export interface MarketplaceSettings extends RentalBounds {
  /** Cents, charged once per order with platform delivery (B$5.00 unless the admin changed it). */
  delivery_fee: number;
  /** The platform's share of each seller line, in basis points (1000 = 10 %). */
  commission_bps: number;
  /** Days to dispatch or hand over an order before the timer cancels and refunds it. */
  dispatch_days: number;
}

/** The defaults the migration seeds, should row 1 ever be missing (a hand-edited database). */
const DEFAULTS: MarketplaceSettings = {
  delivery_fee: 500,
  commission_bps: 1000,
  dispatch_days: 3,
  ...DEFAULT_RENTAL_BOUNDS,
};

/** Row 1 of marketplace_settings, read in the caller's transaction (the figures a sale keeps). */
export async function getMarketplaceSettings(executor: Executor): Promise<MarketplaceSettings> {
  return (await readSettingsRow(executor)) ?? DEFAULTS;
}

/** Friday, as the payout day when the admin has not chosen a date: today if it is one. */
export function nextFriday(today: IsoDate): IsoDate {
  // Day 0 of dayNumber is 1970-01-01, a Thursday: Friday is 1 (mod 7).
  const n = dayNumber(today)!;
  return addDays(today, (((1 - n) % 7) + 7) % 7)!;
}

/**
 * The payout date every screen and email shows: the admin's, or the next Friday (Asia/Brunei)
 * while none is set. The one reading of it (finances, settings, completion's notice).
 */
export async function payoutDate(executor: Executor, now = new Date()): Promise<IsoDate> {
  return ((await readPayoutDate(executor)) as IsoDate | null) ?? nextFriday(todayInBrunei(now));
}
