import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ErrorBody } from '@pinjam/api';

export interface ServerErrorsOptions {
  /** The form's fields in page order; the first with an error takes the focus. Default: its values' keys. */
  fields?: readonly string[];
  /** The form field a refusal's key belongs to (`address.city` → `city`), or undefined if none. */
  fieldOf?: (key: string) => string | undefined;
  /** Move the focus to the first field to fix (default true). */
  focus?: boolean;
}

/** What a refusal put beside the fields, and its messages for which the form has no field. */
export interface PlacedErrors {
  placed: string[];
  unplaced: string[];
}

/**
 * Puts a refusal's per-field messages (a 422's `errors`) beside the form's fields with
 * `setError`, each field's messages as one text, and focuses the first such field in page order.
 * Messages about anything the form has no field for come back as `unplaced`, to be said above it.
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'setFocus' | 'getValues'>,
  errors: ErrorBody['errors'] | Record<string, string[] | string | undefined>,
  { fields = Object.keys(form.getValues()), fieldOf = (key) => key, focus = true }: ServerErrorsOptions = {},
): PlacedErrors {
  const byField = new Map<string, string[]>();
  const unplaced: string[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (!value || value.length === 0) continue;
    const messages = typeof value === 'string' ? [value] : value;
    const field = fieldOf(key);
    if (field !== undefined && fields.includes(field))
      byField.set(field, [...(byField.get(field) ?? []), ...messages]);
    else unplaced.push(...messages);
  }
  const placed = fields.filter((field) => byField.has(field));
  for (const field of placed)
    form.setError(field as FieldPath<V>, { type: 'server', message: byField.get(field)!.join(' ') });
  if (focus && placed[0]) form.setFocus(placed[0] as FieldPath<V>);
  return { placed, unplaced };
}

/**
 * What the alert above the form says after a refusal: the messages no field shows; else the
 * refusal's own message when nothing went beside a field (a 403, a 409, a 429), or when the form
 * also sums up its field errors (`summary`); else nothing (the fields say it).
 */
export function failureOf(
  error: ErrorBody,
  { placed, unplaced }: PlacedErrors,
  summary = false,
): string | null {
  if (unplaced.length > 0) return unplaced.join(' ');
  return placed.length === 0 || summary ? error.message : null;
}
