import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { ApiResult, CallInput, EndpointDef, ErrorBody, ResponseOf } from '@pinjam/api';
import { useApiClient } from '@pinjam/api';

/**
 * Submits a form to one endpoint and keeps what the form needs: whether it is submitting, the
 * general message and the per-field messages of a 422 (shown beside the fields).
 */
export function useSubmit<E extends EndpointDef>(endpoint: E, formRef?: RefObject<HTMLFormElement | null>) {
  const client = useApiClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ErrorBody | null>(null);

  // After a refused submit, take the person to the first field that needs fixing.
  useEffect(() => {
    if (error?.errors) formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error, formRef]);

  const submit = useCallback(
    async (input: CallInput<E>): Promise<ApiResult<ResponseOf<E>>> => {
      setSubmitting(true);
      setError(null);
      const result = await client.call(endpoint, input);
      setSubmitting(false);
      if (!result.ok) setError(result.error);
      return result;
    },
    [client, endpoint],
  );

  const fieldError = useCallback((name: string) => error?.errors?.[name]?.join(' '), [error]);
  return { submit, submitting, error, fieldError, reset: () => setError(null) };
}

/** The text fields of a form as an object. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
