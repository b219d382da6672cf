import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { uploadInput } from './documents';
import { byStatus, toApproved, toRejected, toUnsubmitted } from './machineParts';
import { LOAD_ERROR, UPLOAD_ERROR, verificationSetup } from './verificationSetup';

/**
 * Identity verification (docs/product.md, Accounts): choose an identity document photo and a selfie,
 * upload them (progress, cancel), wait while an admin reviews them, then approved, or rejected
 * with the reason and a resubmit. Every side effect is a named actor, action or delay.
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
    problem: null,
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
        // A photo that fits the shape but not the rules is refused with the reason; a payload
        // that does not fit (no file, kind "passport") is ignored.
        'verification.choose': [
          { guard: 'isAcceptable', actions: 'assignDocument' },
          { guard: 'isWellFormed', actions: 'refuseDocument' },
        ],
        'verification.remove': {
          guard: { type: 'hasDocument', params: ({ event }) => ({ kind: event.kind }) },
          actions: 'removeDocument',
        },
        'verification.upload': [
          { guard: 'isMissingDocuments', actions: 'assignUploadProblem' },
          { target: 'uploading', actions: 'startUpload' },
        ],
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
        // Leaving the state stops the uploader, whose cleanup aborts the request. The photos stay chosen.
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
