import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { CallInput, EndpointDef, ResponseOf } from '@pinjam/api';
import { useSettingsAnswer, type SettingsAnswer } from '@pinjam/api';
import { Button, Callout, Heading, Panel, TextField, useToast, type TextFieldProps } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { formValues, useSubmit } from '../../../app/forms';
import * as styles from './SettingsPage.css';

const isSettingsAnswer = (data: unknown): data is SettingsAnswer =>
  typeof data === 'object' && data !== null && 'data' in data && 'user' in data;

/**
 * One section's save: the server's messages beside the fields (a 422) or above them (anything
 * else), and on success the page's data and the signed-in user (the navbar) set from the answer,
 * and a toast with the server's words.
 */
export function useSectionSave<E extends EndpointDef>(endpoint: E) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit(endpoint, formRef);
  const apply = useSettingsAnswer();
  const { updateUser } = useAuth();
  const { toast } = useToast();
  async function save(input: CallInput<E>) {
    const result = await submit.submit(input);
    if (!result.ok) return null;
    const data = result.data as ResponseOf<E> & { message: string };
    if (isSettingsAnswer(data)) {
      await apply(data);
      updateUser({ name: data.user.name, avatar: data.user.avatar, bio: data.user.bio });
    }
    toast({ title: data.message, tone: 'positive' });
    return data;
  }
  /** The refusal to show above the fields: one that names no field (a 500, a lost connection). */
  const generalError = submit.error?.errors ? null : (submit.error?.message ?? null);
  return { ...submit, formRef, save, generalError };
}
export type SectionSave = ReturnType<typeof useSectionSave>;

interface SettingsSectionProps {
  title: string;
  hint?: ReactNode;
  /** Shown above the form: a pending change, a saved value. */
  status?: ReactNode;
  /** The refusal of the last save, if it was not about one field only. */
  error?: string | null;
  children: ReactNode;
}

/** A titled panel of the settings page (a landmark named by its heading). */
export function SettingsSection({ title, hint, status, error, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <Panel as="section" aria-labelledby={id} className={styles.section}>
      <Heading level={2} size={4} id={id}>
        {title}
      </Heading>
      {hint ? <p className={styles.sectionHint}>{hint}</p> : null}
      {status}
      {error ? (
        <Callout tone="critical" announce="alert">
          {error}
        </Callout>
      ) : null}
      {children}
    </Panel>
  );
}

interface SectionFormProps {
  section: Pick<SectionSave, 'formRef' | 'submitting'>;
  /** The form's text fields by name, and the form (to reset it). */
  onSave: (values: Record<string, string>, form: HTMLFormElement) => Promise<unknown>;
  submitLabel: string;
  /** Beside the submit button (Cancel). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A section's form: its fields, then its own save button. */
export function SectionForm({ section, onSave, submitLabel, extra, children }: SectionFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void onSave(formValues(form), form);
  }
  return (
    <form ref={section.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <div className={styles.actions}>
        <Button type="submit" loading={section.submitting}>
          {submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}

type SettingsFormProps = Omit<SettingsSectionProps, 'error'> &
  SectionFormProps & { section: Pick<SectionSave, 'formRef' | 'submitting' | 'generalError'> };

/** A section whose body is one form with its own save button. */
export function SettingsForm({ section, onSave, submitLabel, extra, children, ...frame }: SettingsFormProps) {
  return (
    <SettingsSection {...frame} error={section.generalError}>
      <SectionForm section={section} onSave={onSave} submitLabel={submitLabel} extra={extra}>
        {children}
      </SectionForm>
    </SettingsSection>
  );
}

/** A text field of a section, named as the server names it, with the server's message beside it. */
export function SettingsField({
  section,
  name,
  ...props
}: TextFieldProps & { section: Pick<SectionSave, 'fieldError'>; name: string }) {
  return <TextField name={name} error={section.fieldError(name)} {...props} />;
}
