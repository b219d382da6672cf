import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { marketplaceSettings } from '../../platform/db/schema';

/** Row 1 of marketplace_settings: the figures a sale and a rental are judged by (undefined when missing). */
export async function readSettingsRow(executor: Executor) {
  const [row] = await executor
    .select({
      delivery_fee: marketplaceSettings.delivery_fee,
      commission_bps: marketplaceSettings.commission_bps,
      booking_window_months: marketplaceSettings.booking_window_months,
      longest_rental_days: marketplaceSettings.longest_rental_days,
      dispatch_days: marketplaceSettings.dispatch_days,
    })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1));
  return row;
}

/** The admin's payout date as 'YYYY-MM-DD', or null while none is set (or row 1 is missing). */
export async function readPayoutDate(executor: Executor): Promise<string | null> {
  const [row] = await executor
    .select({ date: sql<string | null>`to_char(${marketplaceSettings.payout_date}, 'YYYY-MM-DD')` })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1));
  return row?.date ?? null;
}
