import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { INVALID_MESSAGE, type ErrorBody } from '@pinjam/api';
import { applyServerErrors, failureOf, type ServerErrorsOptions } from './serverErrors';
import type { WriteResult } from './write';

/** What a registered field takes: react-hook-form's props and the message to show beside it. */
export type FieldProps<N extends string = string> = UseFormRegisterReturn<N> & { error?: string };

export interface ApiFormOptions<V extends FieldValues, Out> extends Pick<
  ServerErrorsOptions,
  'fieldOf' | 'fields'
> {
  /** The contract's schema of what is sent (or the part of it this form fills in). */
  schema: $ZodType<Out, unknown>;
  defaultValues: DefaultValues<V>;
  /**
   * Sends the checked values and answers as `useWrite` does; a refusal is put beside the fields.
   * A form whose answer arrives elsewhere (an actor) answers nothing and calls `refuse` itself.
   */
  send: (values: Out) => Promise<WriteResult<unknown> | void> | void;
  /**
   * Also say the refusal's message ("Please correct the highlighted fields.") above the form when
   * its errors are beside the fields; without it, the message above says only what no field shows.
   */
  summary?: boolean;
  /** Other react-hook-form options (`mode`…). */
  options?: Pick<UseFormProps<V>, 'mode' | 'reValidateMode' | 'shouldFocusError'>;
}

/**
 * Every form's one way: react-hook-form checking with the contract's schema through `zodResolver`
 * before anything is sent; the server's refusal (a 422's `errors`) beside the fields with the
 * focus on the first; the message no field shows (a 403, a 409, a 429, a lost connection) as
 * `failure`, for the form to show in an alert. `form.formState.isSubmitting` is true while sending
 * (`SubmitButton` shows it).
 */
export function useApiForm<V extends FieldValues, Out = V>({
  schema,
  defaultValues,
  options,
  ...settings
}: ApiFormOptions<V, Out>) {
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema as $ZodType<Out, V>),
    defaultValues,
    ...options,
  });
  const [failure, setFailure] = useState<string | null>(null);
  // The latest send and settings, so `refuse` and `submit` stay the same functions across renders.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  const refuse = useCallback(
    (error: ErrorBody) => {
      const { fieldOf, fields, summary } = latest.current;
      setFailure(failureOf(error, applyServerErrors(form, error.errors, { fieldOf, fields }), summary));
    },
    [form],
  );

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(
        async (values) => {
          setFailure(null);
          const result = await latest.current.send(values);
          if (result && !result.ok) refuse(result.error);
        },
        () => setFailure(latest.current.summary ? INVALID_MESSAGE : null),
      )(event),
    [form, refuse],
  );

  /** A text field's props: registered, with its message beside it. */
  const field = <N extends Path<V>>(name: N): FieldProps<N> => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  return { form, field, submit, failure, refuse, clearFailure: useCallback(() => setFailure(null), []) };
}
