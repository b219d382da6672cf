import type { VerificationSnapshot } from './verificationMachine';

// For `useSelector(verificationActor, selectX)` on the verification page.
export const selectRecord = (snapshot: VerificationSnapshot) => snapshot.context.record;
export const selectStatus = (snapshot: VerificationSnapshot) => snapshot.context.record?.status ?? null;
/** The admin's reason, shown while rejected and while choosing new photos after it. */
export const selectRejectionReason = (snapshot: VerificationSnapshot) =>
  snapshot.context.record?.status === 'rejected' ? snapshot.context.record.reason : null;
/** The photos being sent, or last sent. */
export const selectDocuments = (snapshot: VerificationSnapshot) => snapshot.context.documents;
/** Upload progress in whole percent, for a progress bar (null when not uploading). */
export const selectProgress = (snapshot: VerificationSnapshot) =>
  snapshot.matches('uploading') ? snapshot.context.progress : null;
export const selectError = (snapshot: VerificationSnapshot) => snapshot.context.error;
/** The verified badge; also what renting and listing for rent require. */
export const selectIsVerified = (snapshot: VerificationSnapshot) =>
  snapshot.context.record?.status === 'approved';
