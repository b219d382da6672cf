// Pieces the verification machine's transitions share: going to the state that matches a status.
import type { VerificationRecord } from './types';

type WithRecord = { event: { output: VerificationRecord } };

const recordParams = ({ event }: WithRecord) => ({ record: event.output });
const assignRecord = { type: 'assignRecord', params: recordParams } as const;

export const toApproved = {
  guard: { type: 'isApproved', params: recordParams },
  target: 'approved',
  actions: [assignRecord, { type: 'syncStatus', params: { status: 'approved' } }],
} as const;
export const toRejected = {
  guard: { type: 'isRejected', params: recordParams },
  target: 'rejected',
  actions: [assignRecord, { type: 'syncStatus', params: { status: 'rejected' } }],
} as const;
export const toPending = {
  guard: { type: 'isPending', params: recordParams },
  target: 'pendingReview',
  actions: [assignRecord, { type: 'syncStatus', params: { status: 'pending' } }],
} as const;
export const toUnsubmitted = {
  guard: { type: 'isUnsubmitted', params: recordParams },
  target: 'unsubmitted',
  actions: [assignRecord, { type: 'syncStatus', params: { status: 'unsubmitted' } }],
} as const;

/** The state for each status the server reports (an answer that is not a record matches none). */
export const byStatus = [toApproved, toRejected, toPending, toUnsubmitted] as const;
