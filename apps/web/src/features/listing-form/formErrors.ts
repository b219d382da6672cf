// Where the listing form's errors show: as text beside each field, and which control gets the focus.
import type { FieldErrors } from 'react-hook-form';
import { draftFields, type DraftErrors, type ListingValues } from './listingSchema';

/** The errors beside the fields, as text (`offer` is the rent/sale group's, not a value's). */
export const messagesOf = (errors: FieldErrors<ListingValues>): DraftErrors =>
  Object.fromEntries(
    Object.entries(errors as Record<string, { message?: string } | undefined>).map(([field, error]) => [
      field,
      error?.message,
    ]),
  );

/** The first control of the first field with an error, in page order. */
export function firstInvalidControl(form: HTMLFormElement, errors: DraftErrors): HTMLElement | null {
  for (const field of draftFields) {
    if (!errors[field]) continue;
    const box = form.querySelector(`[data-field="${field}"]`);
    const control =
      box?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
      box?.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not(:disabled), textarea, button[role="combobox"], button[role="checkbox"], button[role="radio"]',
      );
    if (control) return control;
  }
  return null;
}
