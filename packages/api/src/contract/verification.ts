// Identity verification (issue 15, decision 0033; docs/product.md "Accounts"): the user's document
// photo and selfie, and the admin's review of them (the seed's admin calls). The images are
// private objects: the answers carry short-lived signed URLs made for the caller (the owner, or
// an admin), never a public one.
import { z } from './zod';
import { verificationStatuses } from '../domain/statuses';
import { endpoint, messageBody } from './endpoint';
import { idInput, idParams } from './numbers';
import { multiLine } from './text';

/** Largest accepted photo, in bytes; one byte more answers 413. */
export const VERIFICATION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Longest rejection reason, in characters. */
export const REJECT_REASON_MAX = 1_000;
/** How long a signed image URL in an answer works. */
export const VERIFICATION_URL_TTL_MS = 10 * 60_000;

/** The two photos of a submission: signed URLs that expire (VERIFICATION_URL_TTL_MS). */
export const verificationImages = z.object({ document: z.string(), selfie: z.string() });
export type VerificationImages = z.infer<typeof verificationImages>;

/** The caller's verification: the status, and their latest submission when there is one. */
export const verificationState = z.object({
  status: z.enum(verificationStatuses),
  /** Why an admin rejected it (status 'rejected'), else null. */
  reason: z.nullable(z.string()),
  submitted_at: z.nullable(z.string()),
  reviewed_at: z.nullable(z.string()),
  /** The latest submission's photos, for the owner to look at; null before the first. */
  images: z.nullable(verificationImages),
});
export type VerificationState = z.infer<typeof verificationState>;

/** One submission waiting for review, as the admin's queue lists it. */
export const pendingVerification = z.object({
  /** The submission's id. */
  id: z.int(),
  user: z.object({
    /** The id the approve and reject calls take. */
    id: z.int(),
    name: z.string(),
    email: z.string(),
    /** YYYY-MM-DD, or null when the user has not said. */
    dob: z.nullable(z.string()),
  }),
  submitted_at: z.string(),
  images: verificationImages,
});
export type PendingVerification = z.infer<typeof pendingVerification>;

const image = {
  maxBytes: VERIFICATION_IMAGE_MAX_BYTES,
  maxCount: 1,
  required: true,
  kind: 'image',
} as const;

export const verification = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/verification',
    auth: 'user',
    tag: 'verification',
    summary:
      "The caller's identity verification: status, the rejection's reason, when it was submitted and reviewed, and signed URLs of its photos",
    response: z.object({ verification: verificationState }),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/user/verification',
    auth: 'user',
    tag: 'verification',
    status: 201,
    summary:
      'Submits an identity document photo and a selfie (multipart document and selfie, each an image of at most 10 MB); 409 while one is pending or once approved',
    bodyType: 'multipart',
    // No text fields: the two files are the whole form.
    body: z.object({}),
    files: { document: image, selfie: image },
    response: z.object({ verification: verificationState }),
  }),
  meta: endpoint({
    method: 'GET',
    path: '/api/user/get-meta',
    auth: 'user',
    tag: 'verification',
    summary: "Whether the caller's identity is verified (seed: reads meta.is_verified)",
    response: z.object({ meta: z.object({ is_verified: z.boolean() }) }),
  }),
} as const;

export const adminVerification = {
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/get-users-verification',
    auth: 'admin',
    tag: 'verification',
    summary:
      'The submissions waiting for review, oldest first, with the user and signed URLs of the photos (seed: reads users)',
    response: z.object({ users: z.array(pendingVerification) }),
  }),
  approve: endpoint({
    method: 'GET',
    path: '/api/admin/approve/:id',
    auth: 'admin',
    tag: 'verification',
    summary:
      "Approves the user's pending submission (id: the user's); 409 when nothing is pending (another admin reviewed it)",
    params: idParams,
    response: messageBody,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/reject/',
    auth: 'admin',
    tag: 'verification',
    summary:
      "Rejects the user's pending submission with a reason the user is shown (id: the user's); 409 when nothing is pending",
    body: z.object({
      id: idInput,
      reason: multiLine({ max: REJECT_REASON_MAX, required: 'Say why, so that they can fix it.' }),
    }),
    response: messageBody,
  }),
} as const;
