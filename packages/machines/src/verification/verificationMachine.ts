import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { uploadInput } from './documents';
import { byStatus, toApproved, toRejected, toUnsubmitted } from './machineParts';
import { LOAD_ERROR, UPLOAD_ERROR, verificationSetup } from './verificationSetup';

/**
 * Identity verification (product.md, Accounts): choose an identity document photo and a selfie,
 * upload them (progress, cancel), wait while an admin reviews them, then approved, or rejected
 * with the reason and a resubmit. Every side effect is a named actor, action or delay.
 */
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
        onDone: byStatus,
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: { error: LOAD_ERROR } } },
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
        'verification.choose': [
          { guard: 'isAcceptable', actions: 'assignDocument' },
          { actions: 'refuseDocument' },
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
        'verification.uploadProgress': { actions: 'assignProgress' },
        'verification.uploaded': {
          target: 'pendingReview',
          actions: [
            'assignUploaded',
            { type: 'syncStatus', params: ({ event }) => ({ status: event.record.status }) },
          ],
        },
        'verification.uploadFailed': { target: 'choosingDocuments', actions: 'assignUploadFailed' },
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
