import { delay, HttpResponse } from 'msw';
import { adminVerification, verification, type VerificationState } from '../../contract/verification';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { verificationQueue, verificationStates } from './fixtures';

const ALREADY_REVIEWED = {
  message: 'Another admin already reviewed this, or nothing is waiting for review.',
  code: 'already_reviewed',
};

/** The user's calls: GET answers `state`; an upload answers pending (after a moment, as a real one). */
const userArea = (state: VerificationState, uploadDelay = 600) => [
  mockEndpoint(verification.get, () => HttpResponse.json({ verification: state })),
  mockEndpoint(verification.meta, () =>
    HttpResponse.json({ meta: { is_verified: state.status === 'approved' } }),
  ),
  mockEndpoint(verification.submit, async () => {
    await delay(uploadDelay);
    return HttpResponse.json(
      { verification: { ...verificationStates.pending, submitted_at: new Date().toISOString() } },
      { status: 201 },
    );
  }),
];

/** The identity verification's user calls: its own key in `defaultHandlers` (`verification`). */
export const verificationHandlers = {
  /** Not submitted yet; an upload goes through. */
  default: userArea(verificationStates.unsubmitted),
  pending: userArea(verificationStates.pending),
  approved: userArea(verificationStates.approved),
  rejected: userArea(verificationStates.rejected),
  /** The status cannot load (500). */
  error: [
    mockError(verification.get, 500, SERVER_ERROR),
    ...userArea(verificationStates.unsubmitted).slice(1),
  ],
  /** The status never answers: the loading state. */
  loading: [mockPending(verification.get), ...userArea(verificationStates.unsubmitted).slice(1)],
  /** The upload never answers: the progress bar stays (for stories). */
  uploading: [...userArea(verificationStates.unsubmitted).slice(0, 2), mockPending(verification.submit)],
  /** The server refuses the document (not an image, as the server checks by content). */
  uploadRefused: [
    ...userArea(verificationStates.unsubmitted).slice(0, 2),
    mockError(verification.submit, 422, {
      message: INVALID,
      errors: { document: ['The document must be a JPEG, PNG, WebP or AVIF image.'] },
    }),
  ],
  /** Sent from another tab meanwhile: the upload answers 409, which no photo shows. */
  uploadConflict: [
    ...userArea(verificationStates.unsubmitted).slice(0, 2),
    mockError(verification.submit, 409, {
      message: 'Your photos are being checked already. We will tell you the result.',
      code: 'verification_pending',
    }),
  ],
};

/** The admin's calls: the queue, approve and reject (a blank reason is a 422, as the server says). */
const adminArea = (queue = verificationQueue) => [
  mockEndpoint(adminVerification.queue, () => HttpResponse.json({ users: queue })),
  mockEndpoint(adminVerification.approve, () =>
    HttpResponse.json({ message: 'Approved. They can now list for rent and request rentals.' }),
  ),
  mockEndpoint(adminVerification.reject, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { reason?: unknown };
    if (typeof body.reason !== 'string' || body.reason.trim() === '')
      return HttpResponse.json(
        { message: INVALID, errors: { reason: ['Say why, so that they can fix it.'] } },
        { status: 422 },
      );
    return HttpResponse.json({ message: 'Rejected. They have been told why and can upload again.' });
  }),
];

/** The admin's review: its own key in `defaultHandlers` (`adminVerification`). */
export const adminVerificationHandlers = {
  /** Three people waiting. */
  default: adminArea(),
  /** Nobody waiting. */
  empty: adminArea([]),
  /** The queue cannot load (500). */
  error: [mockError(adminVerification.queue, 500, SERVER_ERROR), ...adminArea().slice(1)],
  /** The queue never answers. */
  loading: [mockPending(adminVerification.queue), ...adminArea().slice(1)],
  /** Another admin got there first: approve and reject answer 409. */
  conflict: [
    adminArea()[0]!,
    mockError(adminVerification.approve, 409, ALREADY_REVIEWED),
    mockError(adminVerification.reject, 409, ALREADY_REVIEWED),
  ],
};
