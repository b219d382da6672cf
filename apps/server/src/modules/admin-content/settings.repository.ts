import type { MarketplaceSettings, SystemDetails } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { marketplaceSettings, systemDetails } from '../../platform/db/schema';

/** Row 1 of system_details, locked for the caller's transaction (undefined before the first save). */
export async function lockSystemDetails(tx: Executor) {
  const [row] = await tx.select().from(systemDetails).where(eq(systemDetails.id, 1)).for('update');
  return row;
}

/** Writes row 1 of system_details, making it on the first save. */
export async function saveSystemDetails(tx: Executor, details: SystemDetails): Promise<void> {
  await tx
    .insert(systemDetails)
    .values({ id: 1, ...details })
    .onConflictDoUpdate({ target: systemDetails.id, set: { ...details, updated_at: sql`now()` } });
}

const settingsColumns = {
  delivery_fee: marketplaceSettings.delivery_fee,
  commission_bps: marketplaceSettings.commission_bps,
  payout_date: marketplaceSettings.payout_date,
  marketplace_name: marketplaceSettings.marketplace_name,
  contact_email: marketplaceSettings.contact_email,
  booking_window_months: marketplaceSettings.booking_window_months,
  longest_rental_days: marketplaceSettings.longest_rental_days,
  dispatch_days: marketplaceSettings.dispatch_days,
};

/** Row 1 of marketplace_settings as the admin sees it (undefined if the row is missing). */
export async function readMarketplaceRow(db: Executor) {
  const [row] = await db
    .select(settingsColumns)
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1));
  return row;
}

/** Row 1 of marketplace_settings, made with the defaults if missing, then locked for the caller's transaction. */
export async function lockMarketplaceRow(tx: Executor) {
  await tx.insert(marketplaceSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx
    .select(settingsColumns)
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1))
    .for('update');
  return row!;
}

/** Sets the given fields of row 1 of marketplace_settings and answers the row as it is now. */
export async function updateMarketplaceRow(
  tx: Executor,
  values: Partial<Omit<MarketplaceSettings, 'payout_date'>>,
) {
  const [row] = await tx
    .update(marketplaceSettings)
    .set(values)
    .where(eq(marketplaceSettings.id, 1))
    .returning(settingsColumns);
  return row!;
}
