import { AUDIT_PAGE, type AuditEntry, type AuditQuery } from '@pinjam/api/contract';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { adminAudit } from '../../platform/db/schema';

/** The start of a Brunei day (UTC+8, no daylight saving) as an instant. */
const bruneiDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Brunei'`;

/**
 * The trail, newest first, by the filters given. Each filter set leads an index: the record's
 * (subject_type, subject_id, created_at), the admin's, the action's, or created_at alone. The
 * cursor is the last entry's id: the next page starts after it in (created_at, id) order.
 */
export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const limit = query.limit ?? AUDIT_PAGE;
  const where: SQL[] = [];
  if (query.action) where.push(eq(adminAudit.action, query.action));
  if (query.subject_type) where.push(eq(adminAudit.subject_type, query.subject_type));
  if (query.subject_id) where.push(eq(adminAudit.subject_id, query.subject_id));
  if (query.admin_id) where.push(eq(adminAudit.admin_id, query.admin_id));
  if (query.from) where.push(gte(adminAudit.created_at, bruneiDay(query.from)));
  if (query.to) where.push(lt(adminAudit.created_at, sql`${bruneiDay(query.to)} + interval '1 day'`));
  // Older than the cursor's entry, in the same order as the list (created_at, then id).
  if (query.before)
    where.push(
      sql`(${adminAudit.created_at}, ${adminAudit.id}) < (select a.created_at, a.id from ${adminAudit} a where a.id = ${query.before})`,
    );
  const rows = await db
    .select()
    .from(adminAudit)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAudit.created_at), desc(adminAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    next: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** Writes one line of the trail in the caller's transaction (the table only ever takes inserts). */
export async function insertAuditLine(tx: Executor, line: typeof adminAudit.$inferInsert): Promise<void> {
  await tx.insert(adminAudit).values(line);
}
