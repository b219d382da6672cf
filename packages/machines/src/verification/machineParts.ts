// Pieces the verification machine's transitions share: going to the state that matches a status.
import type { VerificationRecord, VerificationStatus } from './types';

type WithRecord = { event: { output: VerificationRecord } };

const to = (status: VerificationStatus, target: string) =>
  ({
    guard: { type: 'hasStatus', params: ({ event }: WithRecord) => ({ record: event.output, status }) },
    target,
    actions: [
      { type: 'assignRecord', params: ({ event }: WithRecord) => ({ record: event.output }) },
      { type: 'syncStatus', params: { status } },
    ],
  }) as const;

export const toApproved = to('approved', 'approved');
export const toRejected = to('rejected', 'rejected');
export const toPending = to('pending', 'pendingReview');
export const toUnsubmitted = {
  target: 'unsubmitted',
  actions: [
    { type: 'assignRecord', params: ({ event }: WithRecord) => ({ record: event.output }) },
    { type: 'syncStatus', params: { status: 'unsubmitted' } },
  ],
} as const;

/** The state for each status the server reports (unsubmitted is the fallback). */
export const byStatus = [toApproved, toRejected, toPending, toUnsubmitted] as const;
