import type { ActivityKind } from '@pinjam/api/contract';
import type { Executor } from '../../platform/db/client';
import { insertActivities } from './activity.repository';

/**
 * What the activity feed shows (issue 15): a user's own events. The kinds are the contract's
 * (`activityKinds`, so that the web can word each one); the feed's texts and links are made from
 * these when it is read; `data` keeps what a line shows as it was then (a title, an amount in cents).
 */
export type { ActivityKind };

export type ActivitySubject = {
  type: 'item' | 'request' | 'order' | 'payout' | 'verification' | 'rating';
  id: number;
} | null;

export interface ActivityEntry {
  userId: number;
  kind: ActivityKind;
  subject: ActivitySubject;
  data?: Record<string, string | number | null>;
}

/**
 * Records events in the caller's transaction, where they happen: a rolled back change records
 * nothing. One statement however many entries.
 */
export async function recordAll(tx: Executor, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertActivities(
    tx,
    entries.map(({ userId, kind, subject, data }) => ({
      user_id: userId,
      kind,
      subject_type: subject?.type ?? null,
      subject_id: subject?.id ?? null,
      data: data ?? {},
    })),
  );
}

/** Records one event (`recordAll` with one entry). */
export function record(
  tx: Executor,
  userId: number,
  kind: ActivityKind,
  subject: ActivitySubject,
  data?: Record<string, string | number | null>,
): Promise<void> {
  return recordAll(tx, [{ userId, kind, subject, data }]);
}
