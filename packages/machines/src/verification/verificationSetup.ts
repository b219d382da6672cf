// The verification machine's implementations: the actors, actions and delay the app provides,
// and the assigns and guards over the rules in documents.ts. The chart is in verificationMachine.ts.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { toErrorBody } from '../_shared/errorBody';
import { notProvided } from '../_shared/notProvided';
import { fits } from '../_shared/schemas';
import { isVerificationRecord, kindShape, toRecord, verificationEventProblem } from './events';
import { fileProblem, noDocuments, percent, uploadProblem } from './documents';
import type {
  DocumentKind,
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
    assignDocument: assign(({ context, event }) => {
      assertEvent(event, 'verification.choose');
      return { documents: { ...context.documents, [event.kind]: event.file }, problem: null };
    }),
    refuseDocument: assign(({ event }) => {
      assertEvent(event, 'verification.choose');
      return { problem: { code: fileProblem(event.file) ?? 'unsupportedType', kind: event.kind } };
    }),
    removeDocument: assign(({ context, event }) => {
      assertEvent(event, 'verification.remove');
      return { documents: { ...context.documents, [event.kind]: null }, problem: null };
    }),
    assignUploadProblem: assign(({ context }) => ({ problem: uploadProblem(context.documents) })),
    startUpload: assign({ progress: 0, problem: null, error: null }),
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
    clearDocuments: assign({ documents: noDocuments(), problem: null, error: null }),
    /** App: keep the signed-in user's meta in step, e.g. auth.userUpdated { meta: { is_verified, verification_status } }. */
    syncStatus: (_, _params: { status: VerificationStatus }) => {},
  },
  guards: {
    /** The event's payload fits its type (see events.ts); one that does not is ignored. */
    isWellFormed: ({ event }) => verificationEventProblem(event) === null,
    isAcceptable: ({ event }) =>
      event.type === 'verification.choose' &&
      verificationEventProblem(event) === null &&
      fileProblem(event.file) === null,
    hasDocument: ({ context }, { kind }: { kind: DocumentKind }) =>
      fits(kindShape, kind) && context.documents[kind] !== null,
    isMissingDocuments: ({ context }) => uploadProblem(context.documents) !== null,
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
