import type { Db } from '../../platform/db/client';
import { systemDetailsRow } from './home.repository';

/** The marketplace's own address and contacts (the footer), or null before an admin sets them. */
export async function readSystemDetails(db: Db) {
  const row = await systemDetailsRow(db);
  if (!row) return null;
  const { id: _id, created_at: _c, updated_at: _u, ...details } = row;
  return details;
}
