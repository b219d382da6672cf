// Identity verification (issue 15, decision 0033): the user's submission, its status, and the
// admin's review. Photos are private objects; answers carry signed URLs made for the caller.
import {
  VERIFICATION_URL_TTL_MS,
  type PendingVerification,
  type VerificationState,
} from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { Conflict } from '../../platform/errors/domain';
import { audit, type AuditActor } from '../audit';
import { record } from '../activity';
import { notify } from '../notifications';
import { removePhotos, storePhotos, type PhotoField } from './images';
import * as repository from './verification.repository';

export const ALREADY_PENDING = 'Your photos are being checked already. We will tell you the result.';
export const ALREADY_APPROVED = 'Your identity is verified already.';
export const NOTHING_PENDING = 'Another admin already reviewed this, or nothing is waiting for review.';

const imagesOf = (app: FastifyInstance, keys: { document_key: string; selfie_key: string }) => ({
  document: app.signedUrls.url(keys.document_key, VERIFICATION_URL_TTL_MS),
  selfie: app.signedUrls.url(keys.selfie_key, VERIFICATION_URL_TTL_MS),
});

/** The user's verification as they see it. */
export async function state(app: FastifyInstance, userId: number): Promise<VerificationState> {
  const { status, submission } = await repository.latest(app.db, userId);
  return {
    status,
    reason: status === 'rejected' ? (submission?.reason ?? null) : null,
    submitted_at: submission?.submitted_at.toISOString() ?? null,
    reviewed_at: submission?.reviewed_at?.toISOString() ?? null,
    images: submission ? imagesOf(app, submission) : null,
  };
}

function refuseResubmission(status: string): void {
  if (status === 'pending') throw new Conflict(ALREADY_PENDING, 'verification_pending');
  if (status === 'approved') throw new Conflict(ALREADY_APPROVED, 'verification_approved');
}

/**
 * A new submission: both photos re-encoded and stored, then the row and the user's 'pending'
 * in one transaction. Only from unsubmitted or rejected (409 otherwise, checked before the
 * encoding and again in the transaction); the photos are removed when the transaction fails.
 * A rejected submission's photos stay with its row (what the admin saw, for the record).
 */
export async function submit(
  app: FastifyInstance,
  userId: number,
  inputs: Record<PhotoField, string>,
  signal?: AbortSignal,
): Promise<VerificationState> {
  refuseResubmission((await repository.latest(app.db, userId)).status);
  const keys = await storePhotos(app.privateFiles, app.imagePool, userId, inputs, signal);
  try {
    await app.db.transaction(async (tx) => {
      if (!(await repository.markPending(tx, userId)))
        refuseResubmission((await repository.latest(tx, userId)).status);
      const row = await repository.insertSubmission(tx, userId, keys);
      await record(tx, userId, 'verification_submitted', { type: 'verification', id: row.id });
    });
  } catch (error) {
    await removePhotos(app.privateFiles, keys);
    throw error;
  }
  return state(app, userId);
}

/** get-meta's answer: verified only once approved. */
export const isVerified = async (app: FastifyInstance, userId: number) =>
  (await repository.statusOf(app.db, userId)) === 'approved';

/** The admin's queue, oldest first. */
export async function queue(app: FastifyInstance): Promise<PendingVerification[]> {
  const rows = await repository.pending(app.db);
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.user_id, name: row.name, email: row.email, dob: row.dob },
    submitted_at: row.submitted_at.toISOString(),
    images: imagesOf(app, row),
  }));
}

/**
 * Approves or rejects the user's pending submission, with its activity line, bell entry, email
 * and audit line ('user.verify' or 'user.reject_verification', the reason with it) in the same
 * transaction: a review that lost a race (or found nothing pending) is a 409 and tells nobody
 * anything.
 */
export async function review(
  app: FastifyInstance,
  admin: AuditActor,
  userId: number,
  decision: { status: 'approved'; reason: null } | { status: 'rejected'; reason: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const id = await repository.review(tx, userId, admin.id, decision);
    if (id === null) throw new Conflict(NOTHING_PENDING, 'already_reviewed');
    await audit(tx, admin, {
      action: decision.status === 'approved' ? 'user.verify' : 'user.reject_verification',
      subject_type: 'user',
      subject_id: userId,
      before: { verification_status: 'pending' },
      after: {
        verification_status: decision.status,
        submission_id: id,
        ...(decision.reason === null ? {} : { reason: decision.reason }),
      },
    });
    const subject = { type: 'verification', id } as const;
    if (decision.status === 'approved') await record(tx, userId, 'verified', subject);
    else await record(tx, userId, 'verification_rejected', subject, { reason: decision.reason });
    await notify(app, tx, userId, 'verification', { verification_id: id, result: decision.status });
  });
}
