// Identity verification (docs/product.md, Accounts): an identity document photo and a selfie, then
// unsubmitted → pending → approved | rejected(reason) → pending (resubmit). The server's answer
// (@pinjam/api's verificationState, decision 0033) carries more (dates, photo URLs); the machine
// keeps it whole: its chart decides on the status and the reason, and the page shows the rest
// (when the photos were sent, and the photos) from the machine, as its QA view does.
import type { ErrorBody, VerificationState } from '@pinjam/api/contract';

export type { ErrorBody };

export type VerificationStatus = VerificationState['status'];

/**
 * The user's verification as the server reports it: the status, why the admin rejected it
 * (status 'rejected', else null), when it was sent and reviewed, and signed URLs of its photos.
 */
export type VerificationRecord = VerificationState;

export type DocumentKind = 'document' | 'selfie';

/** A chosen photo. A browser File fits this shape, so the app passes the File itself. */
export type DocumentFile = Pick<File, 'name' | 'type' | 'size'>;

/** The photos an upload sends (the page's form holds the chosen ones until then). */
export interface ChosenDocuments {
  /** A photo of the identity card or passport. */
  document: DocumentFile | null;
  selfie: DocumentFile | null;
}

/** Why a file will not do (the page's form says it beside the photo; the machine sends none such). */
export type FileProblem = 'unsupportedType' | 'tooLarge' | 'empty';

/** Input of `uploadDocuments`: both files, as chosen. */
export interface UploadInput {
  document: DocumentFile;
  selfie: DocumentFile;
}

export interface VerificationContext {
  /** Null until the first load answers. */
  record: VerificationRecord | null;
  /** The photos being sent, or last sent; none before the first upload and once uploaded. */
  documents: ChosenDocuments;
  /** Upload progress, 0–100. */
  progress: number;
  /**
   * The refusal: a failed load, or an upload refused (a 422's `errors` by photo, which the page
   * puts beside its fields) or lost; null once anything is sent again.
   */
  error: ErrorBody | null;
}

/** What the `uploadDocuments` actor sends back while it runs. */
export type UploadEvent =
  | { type: 'verification.uploadProgress'; loaded: number; total: number }
  | { type: 'verification.uploaded'; record: VerificationRecord }
  | { type: 'verification.uploadFailed'; error: ErrorBody };

export type VerificationEvent =
  | { type: 'verification.start' }
  /** Send the two photos the form checked (a payload without both acceptable photos is ignored). */
  | { type: 'verification.upload'; document: DocumentFile; selfie: DocumentFile }
  | { type: 'verification.cancel' }
  /** Ask the server now instead of waiting for the next poll. */
  | { type: 'verification.check' }
  | { type: 'verification.resubmit' }
  | { type: 'verification.retry' }
  | UploadEvent;
