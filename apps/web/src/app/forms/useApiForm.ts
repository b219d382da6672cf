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
import { useConfirmStep } from './confirmStep';
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
   * `attempt` is new for each submit (with `confirm`, for each question asked, however often its
   * confirm is pressed): an Idempotency-Key, so sending the same attempt again acts once.
   */
  send: (values: Out, attempt: string) => Promise<WriteResult<unknown> | void> | void;
  /**
   * Ask before sending (money moved, something that cannot be undone): the checked values wait as
   * `asking`, and `confirmation` holds the props of the ConfirmDialog that asks; they go only on its
   * confirm. A refusal of fields closes the dialog and goes beside them (the focus on the first once
   * it has closed); any other refusal stays in the dialog, which can send the same attempt again.
   */
  confirm?: boolean;
  /**
   * Also say the refusal's message ("Please correct the highlighted fields.") above the form when
   * its errors are beside the fields; without it, the message above says only what no field shows.
   */
  summary?: boolean;
  /**
   * Told of every refusal, the browser's (the schema's) and the server's: the fields it went
   * beside, in page order, and what the alert says. A form that takes it moves the focus itself
   * (its fields are not all inputs react-hook-form holds: a dropzone, a card of choices), so the
   * helper then moves none.
   */
  onRefused?: (refusal: { placed: string[]; message: string | null }) => void;
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
    shouldFocusError: !settings.onRefused,
    ...options,
  });
  const [failure, setFailure] = useState<string | null>(null);
  // The latest send and settings, so `refuse` and `submit` stay the same functions across renders.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  /** Puts a refusal beside the fields; answers them and what the alert says. */
  const place = useCallback(
    (error: ErrorBody, focus = true) => {
      const { fieldOf, fields, summary, onRefused } = latest.current;
      const placed = applyServerErrors(form, error.errors, { fieldOf, fields, focus: focus && !onRefused });
      return { placed: placed.placed, message: failureOf(error, placed, summary) };
    },
    [form],
  );
  const refuse = useCallback(
    (error: ErrorBody) => {
      const refusal = place(error);
      setFailure(refusal.message);
      latest.current.onRefused?.(refusal);
    },
    [place],
  );
  const step = useConfirmStep<Out>({
    send: (values, attempt) => latest.current.send(values, attempt),
    place,
    setFailure,
    focus: (name) => form.setFocus(name as Path<V>),
  });
  const { ask } = step;

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(
        async (values) => {
          setFailure(null);
          const attempt = globalThis.crypto.randomUUID();
          if (latest.current.confirm) return ask(values, attempt);
          const result = await latest.current.send(values, attempt);
          if (result && !result.ok) refuse(result.error);
        },
        (errors) => {
          const { summary, fields = Object.keys(form.getValues()), onRefused } = latest.current;
          const message = summary ? INVALID_MESSAGE : null;
          setFailure(message);
          onRefused?.({ placed: fields.filter((field) => field in errors), message });
        },
      )(event),
    [form, refuse, ask],
  );

  /** A text field's props: registered, with its message beside it. */
  const field = <N extends Path<V>>(name: N): FieldProps<N> => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  return {
    form,
    field,
    submit,
    failure,
    refuse,
    clearFailure: useCallback(() => setFailure(null), []),
    asking: step.asking,
    confirmation: step.confirmation,
  };
}
