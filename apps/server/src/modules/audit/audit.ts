import type { Executor } from '../../platform/db/client';
import { insertAuditLine } from './audit.repository';

/** The admin who acts: the session's user (their name is kept as it is now). */
export interface AuditActor {
  id: number;
  name: string;
}

export interface AuditRecord {
  /** What was done: '<subject>.<verb>', e.g. 'banner.update', 'user.disable', 'payment.refund'. */
  action: string;
  /** The kind of record: 'banner', 'advert', 'details', 'settings', 'user', 'order', 'payment'… */
  subject_type: string;
  subject_id?: string | number | null;
  /** The record as it was, where the action changed one (only the fields that matter). */
  before?: unknown;
  /** The record as it is now, where the action changed or made one. */
  after?: unknown;
}

/**
 * Records an admin action in the caller's transaction, where it happens: a rolled back action
 * records nothing, and no action commits without its line. The table refuses UPDATE, DELETE
 * and TRUNCATE (migration 0021), so the line stays as written.
 */
export async function audit(tx: Executor, admin: AuditActor, record: AuditRecord): Promise<void> {
  await insertAuditLine(tx, {
    admin_id: admin.id,
    admin_name: admin.name,
    action: record.action,
    subject_type: record.subject_type,
    subject_id:
      record.subject_id === undefined || record.subject_id === null ? null : String(record.subject_id),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Only the fields of `after` that differ from `before` (and those of `before` they replace). */
export function changed<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter(
    (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null),
  );
  if (keys.length === 0) return null;
  const pick = (o: T) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
