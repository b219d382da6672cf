import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { marketplaceSettings } from '../../platform/db/schema';

/** The marketplace's money settings (the admin changes them; the migration seeds row 1). */
export interface MarketplaceSettings {
  /** Cents, charged once per order with platform delivery (B$5.00 unless the admin changed it). */
  delivery_fee: number;
  /** The platform's share of each seller line, in basis points (1000 = 10 %). */
  commission_bps: number;
}

/** The defaults the migration seeds, should row 1 ever be missing (a hand-edited database). */
const DEFAULTS: MarketplaceSettings = { delivery_fee: 500, commission_bps: 1000 };

/** Row 1 of marketplace_settings, read in the caller's transaction (the figures a sale keeps). */
export async function getMarketplaceSettings(executor: Executor): Promise<MarketplaceSettings> {
  const [row] = await executor
    .select({
      delivery_fee: marketplaceSettings.delivery_fee,
      commission_bps: marketplaceSettings.commission_bps,
    })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1));
  return row ?? DEFAULTS;
}
