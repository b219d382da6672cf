// The verification machine's implementations: the actors, actions and delay the app provides,
// and the assigns and guards over the rules in documents.ts. The chart is in verificationMachine.ts.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { toErrorBody } from '../_shared/errorBody';
import { notProvided } from '../_shared/notProvided';
import { isVerificationRecord, toRecord, verificationEventProblem } from './events';
import { noDocuments, percent, uploadable } from './documents';
import type {
  ErrorBody,
  UploadInput,
  VerificationContext,
  VerificationEvent,
  VerificationRecord,
  VerificationStatus,
} from './types';

export const LOAD_ERROR: ErrorBody = {
  message: 'Could not load your verification. Check your connection and try again.',
  code: 'verification_load_failed',
};
export const UPLOAD_ERROR: ErrorBody = {
  message: 'The upload did not finish. Check your connection and upload again.',
  code: 'verification_upload_failed',
};

/** One minute between checks while an admin reviews the photos. */
export const POLL_INTERVAL_MS = 60_000;

export const verificationSetup = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
  },
  actors: {
    /** The user's verification status and rejection reason (the app: GET /api/user/verification). */
    loadStatus: fromPromise<VerificationRecord>(notProvided('verification', 'loadStatus')),
    /**
     * Uploads both photos (the app: POST /api/user/verification, multipart) and sends back verification.uploadProgress { loaded, total }
     * as it goes, then verification.uploaded { record } or verification.uploadFailed { error }.
     * Its cleanup must abort the request: leaving `uploading` (Cancel) stops it.
     */
    uploadDocuments: fromCallback<EventObject, UploadInput>(() => {
      throw new Error(
        "verificationMachine: provide the 'uploadDocuments' actor with verificationMachine.provide()",
      );
    }),
  },
  actions: {
    assignRecord: assign((_, { record }: { record: VerificationRecord }) => ({
      record: toRecord(record),
      error: null,
    })),
    assignError: assign((_, { error }: { error: ErrorBody }) => ({ error })),
    /** The photos to send, as the form checked them; the last refusal is forgotten. */
    startUpload: assign(({ event }) => {
      assertEvent(event, 'verification.upload');
      return { documents: { document: event.document, selfie: event.selfie }, progress: 0, error: null };
    }),
    assignProgress: assign(({ event }) => {
      assertEvent(event, 'verification.uploadProgress');
      return { progress: percent(event.loaded, event.total) };
    }),
    assignUploaded: assign(({ event }) => {
      assertEvent(event, 'verification.uploaded');
      return { record: toRecord(event.record), documents: noDocuments(), progress: 100 };
    }),
    assignUploadFailed: assign(({ event }) => {
      assertEvent(event, 'verification.uploadFailed');
      return { error: toErrorBody(event.error), progress: 0 };
    }),
    resetProgress: assign({ progress: 0 }),
    clearDocuments: assign({ documents: noDocuments(), error: null }),
    /** App: keep the signed-in user's meta in step, e.g. auth.userUpdated { meta: { is_verified, verification_status } }. */
    syncStatus: (_, _params: { status: VerificationStatus }) => {},
  },
  guards: {
    /** The event's payload fits its type (see events.ts); one that does not is ignored. */
    isWellFormed: ({ event }) => verificationEventProblem(event) === null,
    /** Both photos fit and will do (JPEG, PNG or WebP, not empty, at most 10 MB). */
    isUploadable: ({ event }) =>
      event.type === 'verification.upload' && verificationEventProblem(event) === null && uploadable(event),
    // One guard per status, so the chart says which answer leads where.
    // An answer that is not a whole record matches none of them.
    isApproved: (_, { record }: { record: VerificationRecord }) =>
      isVerificationRecord(record) && record.status === 'approved',
    isRejected: (_, { record }: { record: VerificationRecord }) =>
      isVerificationRecord(record) && record.status === 'rejected',
    isPending: (_, { record }: { record: VerificationRecord }) =>
      isVerificationRecord(record) && record.status === 'pending',
    isUnsubmitted: (_, { record }: { record: VerificationRecord }) =>
      isVerificationRecord(record) && record.status === 'unsubmitted',
    wasRejected: ({ context }) => context.record?.status === 'rejected',
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
});
