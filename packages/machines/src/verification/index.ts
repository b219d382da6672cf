export {
  verificationMachine,
  type VerificationMachine,
  type VerificationSnapshot,
  type VerificationActorRef,
} from './verificationMachine';
export { LOAD_ERROR as VERIFICATION_LOAD_ERROR, UPLOAD_ERROR, POLL_INTERVAL_MS } from './verificationSetup';
export {
  selectRecord,
  selectStatus as selectVerificationStatus,
  selectRejectionReason,
  selectDocuments,
  selectProgress,
  selectError as selectVerificationError,
  selectIsVerified as selectVerificationApproved,
} from './selectors';
export {
  ACCEPTED_TYPES,
  MAX_DOCUMENT_BYTES,
  documentKinds,
  fileProblem,
  uploadable,
  uploadInput,
  percent as uploadPercent,
} from './documents';
export type {
  VerificationStatus,
  VerificationRecord,
  DocumentKind,
  DocumentFile,
  ChosenDocuments,
  FileProblem,
  UploadInput,
  UploadEvent,
  VerificationContext,
  VerificationEvent,
} from './types';
// Fakes for stories and tests (no network).
export * from './fakes';
