import { useCallback, useEffect, useState, type RefObject } from 'react';
import {
  ApiError,
  INVALID_MESSAGE,
  issuesToErrors,
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

/**
 * Submits a form to one endpoint and keeps what the form needs: whether it is submitting, the
 * general message and the per-field messages of a 422 (shown beside the fields).
 */
export function useSubmit<E extends EndpointDef>(endpoint: E, formRef?: RefObject<HTMLFormElement | null>) {
  const { write, writing } = useWrite(endpoint);
  const [error, setError] = useState<ErrorBody | null>(null);

  // After a refused submit, take the person to the first field that needs fixing.
  useEffect(() => {
    if (error?.errors) formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error, formRef]);

  const submit = useCallback(
    async (input: CallInput<E>): Promise<WriteResult<ResponseOf<E>>> => {
      setError(null);
      const result = await write(input);
      if (!result.ok) setError(result.error);
      return result;
    },
    [write],
  );

  /**
   * Checks a body against the endpoint's own schema without sending it, and shows what the server
   * would say beside each field: for a form that is stopped before sending for a reason of its own
   * (an unticked agreement), so every problem is told at once. True when the body is fine.
   */
  const check = useCallback(
    (body: unknown): boolean => {
      const parsed = endpoint.body?.safeParse(body);
      if (!parsed || parsed.success) {
        setError(null);
        return true;
      }
      setError({ message: INVALID_MESSAGE, errors: issuesToErrors(parsed.error.issues, 'body') });
      return false;
    },
    [endpoint],
  );

  const fieldError = useCallback((name: string) => error?.errors?.[name]?.join(' '), [error]);
  return { submit, check, submitting: writing, error, fieldError, reset: () => setError(null) };
}

/** The text fields of a form as an object. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
