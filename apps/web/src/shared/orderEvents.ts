// How an order's history row reads on a timeline (the order page, the admin's order page): a step
// by the status it reached; an issue reported or resolved by what happened, not the status again.
import type { OrderDetail } from '@pinjam/api';
import { issueTypes, type IssueType } from '@pinjam/api/domain';
import { i18n, params, useMessages, useStatusLabel, type TimelineEntry } from '@pinjam/ui';

/** The contract's issue types, in words. */
export const issueTypeMessages = i18n('IssueTypes', {
  damaged: 'Damaged',
  not_received: 'Not received',
  not_as_described: 'Not as described',
  late_return: 'Late return',
  other: 'Something else',
} satisfies Record<IssueType, string>);

export const orderEventMessages = i18n('OrderEvents', {
  issueReported: params('Issue reported: {type}'),
  issueResolved: params('Issue resolved: {outcome}'),
  outcome_dismiss: 'dismissed',
  outcome_partial_refund: 'partly refunded',
  outcome_full_refund: 'refunded in full',
});

type HistoryEntry = OrderDetail['history'][number];
const isIssueType = (note: string | null): note is IssueType =>
  (issueTypes as readonly (string | null)[]).includes(note);
const outcomes = ['dismiss', 'partial_refund', 'full_refund'] as const;
/** A resolution's outcome code (what older resolutions stored as their text). */
export const isOutcomeCode = (note: string | null): note is (typeof outcomes)[number] =>
  (outcomes as readonly (string | null)[]).includes(note);

/** A history row's title, and the note shown beside who took the step (null: none). */
export function useOrderEventWords(): (entry: HistoryEntry) => { title: string; note: string | null } {
  const t = useMessages(orderEventMessages);
  const types = useMessages(issueTypeMessages);
  const statusLabel = useStatusLabel();
  return (entry) => {
    if (entry.event === 'reportIssue' && isIssueType(entry.note))
      return { title: t.issueReported({ type: types[entry.note] }), note: null };
    if (entry.event === 'resolveIssue' && isOutcomeCode(entry.note))
      return { title: t.issueResolved({ outcome: t[`outcome_${entry.note}`] }), note: null };
    return { title: statusLabel({ kind: 'order', status: entry.to_status }), note: entry.note };
  };
}

/**
 * The history as timeline entries: `atText` words each moment, `who` says who took the step;
 * the last entry is the current one.
 */
export function useOrderTimeline(): (
  history: readonly HistoryEntry[],
  words: { atText: (at: string) => string; who: (entry: HistoryEntry) => string },
) => TimelineEntry[] {
  const eventWords = useOrderEventWords();
  return (history, { atText, who }) =>
    history.map((entry, index) => {
      const { title, note } = eventWords(entry);
      return {
        id: String(index),
        title,
        at: entry.created_at,
        atText: atText(entry.created_at),
        detail: [who(entry), note].filter(Boolean).join(' · '),
        state: index === history.length - 1 ? 'current' : 'done',
      };
    });
}
