import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { systemDetails } from '../../platform/db/schema';

/** The marketplace's own address and contacts (the footer), or null before an admin sets them. */
export async function readSystemDetails(db: Db) {
  const [row] = await db.select().from(systemDetails).where(eq(systemDetails.id, 1)).limit(1);
  if (!row) return null;
  const { id: _id, created_at: _c, updated_at: _u, ...details } = row;
  return details;
}
