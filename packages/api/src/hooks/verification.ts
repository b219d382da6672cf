// Identity verification (decision 0033): the user's calls, which the verification machine's actors
// make (load, upload with progress), and the admin's queue with its approve and reject.
import { ApiError, type ApiClient } from '../client';
import { adminVerification, verification, type VerificationState } from '../contract/verification';
import { keyOf } from '../keys';
import { useEndpoint } from './core';
import { useEndpointMutation } from './mutation';

export const verificationKeys = {
  state: keyOf(verification.get),
  meta: keyOf(verification.meta),
  queue: keyOf(adminVerification.queue),
} as const;

/** The verification page's calls; each rejects with an ApiError on a refusal. */
export const verificationCalls = (client: ApiClient) => ({
  load: async (signal?: AbortSignal): Promise<VerificationState> => {
    const result = await client.call(verification.get, { signal });
    if (!result.ok) throw new ApiError(result.status, result.error);
    return result.data.verification;
  },
  /** Both photos as one multipart request, reporting how much went up (0–1). */
  submit: (
    files: { document: Blob; selfie: Blob },
    onUploadProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ) => client.call(verification.submit, { body: {}, files, onUploadProgress, signal }),
});

/** The admin's queue: submissions waiting for review, oldest first; `false` waits (not an admin). */
export const useVerificationQueue = (enabled = true) =>
  useEndpoint(enabled ? verificationKeys.queue : null, adminVerification.queue);

/**
 * Approve a user's submission (the user's id). The page takes the entry out of the queue it holds
 * (another admin's reviews come with the next read).
 */
export const useApproveVerification = () => useEndpointMutation(adminVerification.approve);

/** Reject with a reason (the page shows a 422 beside the reason). */
export const useRejectVerification = () => useEndpointMutation(adminVerification.reject);
