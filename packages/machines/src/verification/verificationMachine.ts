import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { uploadInput } from './documents';
import { byStatus, toApproved, toRejected, toUnsubmitted } from './machineParts';
import { LOAD_ERROR, UPLOAD_ERROR, verificationSetup } from './verificationSetup';

/**
 * Identity verification (docs/product.md, Accounts): the page's form chooses an identity document
 * photo and a selfie and sends them; the machine uploads them (progress, cancel, the refusal kept
 * for the form), waits while an admin reviews them, then approved, or rejected with the reason
 * and a resubmit. Every side effect is a named actor, action or delay.
 */
const loadFailed = {
  target: 'loadFailed',
  actions: { type: 'assignError', params: { error: LOAD_ERROR } },
} as const;

export const verificationMachine = verificationSetup.createMachine({
  id: 'verification',
  context: {
    record: null,
    documents: { document: null, selfie: null },
    progress: 0,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [...byStatus, loadFailed],
        onError: loadFailed,
      },
    },
    loadFailed: {
      on: { 'verification.retry': { target: 'loading' } },
    },
    unsubmitted: {
      on: { 'verification.start': { target: 'choosingDocuments' } },
    },
    choosingDocuments: {
      on: {
        // The page's form checks the photos and says what is wrong beside each; an upload
        // without both acceptable photos (as QA may send) is ignored.
        'verification.upload': { guard: 'isUploadable', target: 'uploading', actions: 'startUpload' },
        'verification.cancel': [
          { guard: 'wasRejected', target: 'rejected', actions: 'clearDocuments' },
          { target: 'unsubmitted', actions: 'clearDocuments' },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadDocuments',
        src: 'uploadDocuments',
        input: ({ context }) => uploadInput(context.documents),
        // The uploader itself failed (threw): same as a failed upload.
        onError: {
          target: 'choosingDocuments',
          actions: [{ type: 'assignError', params: { error: UPLOAD_ERROR } }, 'resetProgress'],
        },
      },
      on: {
        'verification.uploadProgress': { guard: 'isWellFormed', actions: 'assignProgress' },
        'verification.uploaded': {
          guard: 'isWellFormed',
          target: 'pendingReview',
          actions: [
            'assignUploaded',
            { type: 'syncStatus', params: ({ event }) => ({ status: event.record.status }) },
          ],
        },
        'verification.uploadFailed': {
          guard: 'isWellFormed',
          target: 'choosingDocuments',
          actions: 'assignUploadFailed',
        },
        // Leaving the state stops the uploader, whose cleanup aborts the request. The form keeps the photos.
        'verification.cancel': { target: 'choosingDocuments', actions: 'resetProgress' },
      },
    },
    pendingReview: {
      after: { pollInterval: { target: 'checking' } },
      on: { 'verification.check': { target: 'checking' } },
    },
    checking: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          // Still under review: wait for the next poll without telling the app anything new.
          {
            guard: { type: 'isPending', params: ({ event }) => ({ record: event.output }) },
            target: 'pendingReview',
          },
          toApproved,
          toRejected,
          toUnsubmitted,
          // An answer that is not a record: as a failed check.
          { target: 'pendingReview' },
        ],
        // A failed check is not worth a message: the next poll tries again.
        onError: { target: 'pendingReview' },
      },
    },
    rejected: {
      on: { 'verification.resubmit': { target: 'choosingDocuments', actions: 'clearDocuments' } },
    },
    approved: { type: 'final' },
  },
});

export type VerificationMachine = typeof verificationMachine;
export type VerificationSnapshot = SnapshotFrom<VerificationMachine>;
export type VerificationActorRef = ActorRefFrom<VerificationMachine>;
