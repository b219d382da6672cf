// Identity verification (docs/product.md, Accounts): an identity document photo and a selfie, then
// unsubmitted → pending → approved | rejected(reason) → pending (resubmit). The server's answer
// (@pinjam/api's verificationState, decision 0033) carries more (dates, photo URLs); the machine
// keeps the status and the reason, which are all its chart decides on.
import type { ErrorBody } from '@pinjam/api/contract';

export type { ErrorBody };

export type VerificationStatus = 'unsubmitted' | 'pending' | 'approved' | 'rejected';

/** The user's verification as the server reports it. */
export interface VerificationRecord {
  status: VerificationStatus;
  /** Why the admin rejected it (status 'rejected'), else null. */
  reason: string | null;
}

export type DocumentKind = 'document' | 'selfie';

/** A chosen photo. A browser File fits this shape, so the app passes the File itself. */
export type DocumentFile = Pick<File, 'name' | 'type' | 'size'>;

export interface ChosenDocuments {
  /** A photo of the identity card or passport. */
  document: DocumentFile | null;
  selfie: DocumentFile | null;
}

/** Why a file was refused. */
export type FileProblem = 'unsupportedType' | 'tooLarge' | 'empty';

export type VerificationProblem =
  { code: FileProblem; kind: DocumentKind } | { code: 'missingDocuments'; missing: DocumentKind[] };

/** Input of `uploadDocuments`: both files, as chosen. */
export interface UploadInput {
  document: DocumentFile;
  selfie: DocumentFile;
}

export interface VerificationContext {
  /** Null until the first load answers. */
  record: VerificationRecord | null;
  documents: ChosenDocuments;
  /** Upload progress, 0–100. */
  progress: number;
  problem: VerificationProblem | null;
  error: ErrorBody | null;
}

/** What the `uploadDocuments` actor sends back while it runs. */
export type UploadEvent =
  | { type: 'verification.uploadProgress'; loaded: number; total: number }
  | { type: 'verification.uploaded'; record: VerificationRecord }
  | { type: 'verification.uploadFailed'; error: ErrorBody };

export type VerificationEvent =
  | { type: 'verification.start' }
  | { type: 'verification.choose'; kind: DocumentKind; file: DocumentFile }
  | { type: 'verification.remove'; kind: DocumentKind }
  | { type: 'verification.upload' }
  | { type: 'verification.cancel' }
  /** Ask the server now instead of waiting for the next poll. */
  | { type: 'verification.check' }
  | { type: 'verification.resubmit' }
  | { type: 'verification.retry' }
  | UploadEvent;
