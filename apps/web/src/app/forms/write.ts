import { useCallback } from 'react';
import {
  ApiError,
  useEndpointMutation,
  type CallInput,
  type EndpointDef,
  type EndpointMutationOptions,
  type ErrorBody,
  type ResponseOf,
} from '@pinjam/api';

/** What a write answers: the data, or the refusal (its status and error body). */
export type WriteResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ErrorBody };

/**
 * A write's promise answered as a result: a refusal (an ApiError) as `{ ok: false }`, for a write
 * made through an area's own mutation hook (`useAdminRefundPayment().trigger(...)`). Anything but
 * a refusal (an abort) still throws.
 */
export async function settle<T>(write: Promise<T>): Promise<WriteResult<T>> {
  try {
    return { ok: true, data: await write };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, error: error.body };
    throw error;
  }
}

/**
 * A write through `useEndpointMutation` (useSWRMutation: the reads named in `revalidate` are
 * fresh when it resolves), answered as a result rather than a throw, so a refusal is shown where
 * it belongs. Anything but a refusal (an abort, a lost connection) still throws.
 */
export function useWrite<E extends EndpointDef>(endpoint: E, options?: EndpointMutationOptions<E>) {
  const { trigger, isMutating } = useEndpointMutation(endpoint, options);
  // SWR types trigger per overload; for any endpoint it takes the call's input and throws a refusal.
  const send = trigger as (input: CallInput<E>) => Promise<ResponseOf<E>>;
  const write = useCallback((input: CallInput<E>) => settle(send(input)), [send]);
  return { write, writing: isMutating };
}
