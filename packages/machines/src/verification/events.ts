// What the verification machine takes from outside, checked at the boundary: each event's
// payload (the user's and the uploader's) and the status the server answers. A payload that does
// not fit (a photo missing, a file without a size, progress in words) is ignored; a status that
// does not fit counts as a failed load or check.
import { errorBodyShape } from '../_shared/errorBody';
import { verificationState, z } from '@pinjam/api/contract';
import * as v from '../_shared/schemas';
import type { DocumentFile, VerificationEvent, VerificationRecord } from './types';

/** A browser File fits (its name, type and size are read as properties); whether it will do is fileProblem's. */
export const fileShape: v.Schema<DocumentFile> = z.object({
  name: v.text({ max: 1000 }),
  type: v.text({ max: 200 }),
  size: v.amount(),
});
/** The contract's own: what GET /api/user/verification answers. */
export const recordShape: v.Schema<VerificationRecord> = verificationState;

export const verificationEventShapes: v.EventSchemas<VerificationEvent> = {
  'verification.start': v.nothing,
  'verification.upload': z.object({ document: fileShape, selfie: fileShape }),
  'verification.cancel': v.nothing,
  'verification.check': v.nothing,
  'verification.resubmit': v.nothing,
  'verification.retry': v.nothing,
  'verification.uploadProgress': z.object({ loaded: v.amount(), total: v.amount() }),
  'verification.uploaded': z.object({ record: recordShape }),
  'verification.uploadFailed': z.object({ error: errorBodyShape }),
};

/** Why this event's payload does not fit its type, or null (the QA view shows it). */
export const verificationEventProblem = (event: { type: string }) =>
  v.payloadProblem(verificationEventShapes, event);

export const isVerificationRecord = (value: unknown): value is VerificationRecord =>
  v.fits(recordShape, value);
/** The record's fields only. */
export const toRecord = ({
  status,
  reason,
  submitted_at,
  reviewed_at,
  images,
}: VerificationRecord): VerificationRecord => ({
  status,
  reason,
  submitted_at,
  reviewed_at,
  images: images && { document: images.document, selfie: images.selfie },
});
