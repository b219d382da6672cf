// What the verification machine takes from outside, checked at the boundary: each event's
// payload (the user's and the uploader's) and the status the server answers. A payload that does
// not fit (a kind other than document or selfie, a file without a size, progress in words) is
// ignored; a status that does not fit counts as a failed load or check.
import { verificationStatuses } from '@pinjam/api/domain';
import { errorBodyShape } from '../_shared/errorBody';
import { z } from '@pinjam/api/contract';
import * as v from '../_shared/schemas';
import type { DocumentFile, DocumentKind, VerificationEvent, VerificationRecord } from './types';

export const kindShape: v.Schema<DocumentKind> = z.enum(['document', 'selfie']);
/** A browser File fits (its name, type and size are read as properties); whether it will do is fileProblem's. */
export const fileShape: v.Schema<DocumentFile> = z.object({
  name: v.text({ max: 1000 }),
  type: v.text({ max: 200 }),
  size: v.amount(),
});
export const recordShape: v.Schema<VerificationRecord> = z.object({
  status: z.enum(verificationStatuses),
  reason: z.nullable(v.text()),
});

export const verificationEventShapes: v.EventSchemas<VerificationEvent> = {
  'verification.start': v.nothing,
  'verification.choose': z.object({ kind: kindShape, file: fileShape }),
  'verification.remove': z.object({ kind: kindShape }),
  'verification.upload': v.nothing,
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
export const toRecord = ({ status, reason }: VerificationRecord): VerificationRecord => ({ status, reason });
