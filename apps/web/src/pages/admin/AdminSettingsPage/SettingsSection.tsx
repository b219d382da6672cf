// What each section of the settings page shares: its form with a heading, the server's words
// after a save and a save button, on the one form helper (a 422 beside the fields).
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Callout, Heading, type useMessages } from '@pinjam/ui';
import { FormFailure, settle, SubmitButton, useApiForm, type ApiFormOptions } from '../../../app/forms';
import type { adminSettingsPageMessages } from './messages';
import * as styles from './AdminSettingsPage.css';

export type Messages = ReturnType<typeof useMessages<typeof adminSettingsPageMessages>>;

interface SectionFormOptions<V extends FieldValues, Out> extends Omit<ApiFormOptions<V, Out>, 'send'> {
  /** Sends the checked values through the area's mutation hook; its answer's message is shown. */
  save: (values: Out) => Promise<{ message: string }>;
  /** After a save: to empty the fields. */
  onSaved?: (form: UseFormReturn<V, unknown, Out>) => void;
}

/**
 * A section's form, the one way (`useApiForm`): checked with the contract's schema, a 422 beside
 * its fields, any other refusal as the section's failure, the server's words once saved.
 */
export function useSectionForm<V extends FieldValues, Out = V>({
  save,
  onSaved,
  ...options
}: SectionFormOptions<V, Out>) {
  const [saved, setSaved] = useState<string | null>(null);
  const section = useApiForm<V, Out>({
    ...options,
    send: async (values) => {
      const result = await settle(save(values));
      if (result.ok) {
        setSaved(result.data.message);
        onSaved?.(section.form);
      }
      return result;
    },
  });
  // A new try forgets the last save's words.
  const submit = (event?: BaseSyntheticEvent) => {
    setSaved(null);
    return section.submit(event);
  };
  return { ...section, submit, saved };
}

/** One section of the page: a form with its heading, its outcome and its save button. */
export function Section<V extends FieldValues, Out>({
  id,
  title,
  text,
  section,
  save,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  section: Pick<ReturnType<typeof useSectionForm<V, Out>>, 'form' | 'submit' | 'failure' | 'saved'>;
  save: string;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => void section.submit(event)}
    >
      <Heading level={2} size={4} id={id}>
        {title}
      </Heading>
      {text && <p className={styles.muted}>{text}</p>}
      {children}
      {section.saved && (
        <Callout tone="positive" announce="status">
          {section.saved}
        </Callout>
      )}
      <FormFailure message={section.failure} />
      <div className={styles.actions}>
        <SubmitButton control={section.form.control}>{save}</SubmitButton>
      </div>
    </form>
  );
}
