import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';

/** Builds serialised by one advisory lock: two admins opening the page prepare each payout once. */
const BUILD_LOCK = 0x70617930; // 'pay0'

/** Takes the payout builds' advisory lock until the caller's transaction ends. */
export async function lockPayoutBuilds(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BUILD_LOCK})`);
}
