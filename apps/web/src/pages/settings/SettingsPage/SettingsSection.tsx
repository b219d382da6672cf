import { useId, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { CallInput, EndpointDef } from '@pinjam/api';
import { useSettingsAnswer, type SettingsAnswer } from '@pinjam/api';
import { Heading, Panel, TextField, useToast, type TextFieldProps } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { FormFailure, SubmitButton, useApiForm, useWrite, type ApiFormOptions } from '../../../app/forms';
import * as styles from './SettingsPage.css';

const isSettingsAnswer = (data: unknown): data is SettingsAnswer =>
  typeof data === 'object' && data !== null && 'data' in data && 'user' in data;

export interface SectionFormOptions<E extends EndpointDef, V extends FieldValues, Out> extends Omit<
  ApiFormOptions<V, Out>,
  'send'
> {
  endpoint: E;
  /** The call the checked values make; by default they are the body. */
  input?: (values: Out) => CallInput<E>;
  /** After a save (the page's data already set from the answer): to empty the fields, close the form. */
  onSaved?: (form: UseFormReturn<V, unknown, Out>) => void;
}

/**
 * One section's form, the one way (`useApiForm`): checked with the contract's schema, the
 * server's 422 beside the fields and anything else as the section's failure. On success the
 * page's data and the signed-in user (the navbar) are set from the answer, and a toast says the
 * server's words.
 */
export function useSectionForm<E extends EndpointDef, V extends FieldValues, Out = V>({
  endpoint,
  input = (body) => ({ body }) as CallInput<E>,
  onSaved,
  ...options
}: SectionFormOptions<E, V, Out>) {
  const { write } = useWrite(endpoint);
  const apply = useSettingsAnswer();
  const { updateUser } = useAuth();
  const { toast } = useToast();
  const section = useApiForm<V, Out>({
    ...options,
    send: async (values) => {
      const result = await write(input(values));
      if (!result.ok) return result;
      const data = result.data as { message: string };
      if (isSettingsAnswer(data)) {
        await apply(data);
        updateUser({ name: data.user.name, avatar: data.user.avatar, bio: data.user.bio });
      }
      toast({ title: data.message, tone: 'positive' });
      onSaved?.(section.form);
      return result;
    },
  });
  return section;
}

/** What a section's form is: `useApiForm`'s answer. */
export type SectionForm<V extends FieldValues, Out = V> = ReturnType<typeof useApiForm<V, Out>>;

interface SettingsSectionProps {
  title: string;
  hint?: ReactNode;
  /** Shown above the form: a pending change, a saved value. */
  status?: ReactNode;
  /** The refusal of the last save that no field shows. */
  failure?: string | null;
  children: ReactNode;
}

/** A titled panel of the settings page (a landmark named by its heading). */
export function SettingsSection({ title, hint, status, failure, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <Panel as="section" aria-labelledby={id} className={styles.section}>
      <Heading level={2} size={4} id={id}>
        {title}
      </Heading>
      {hint ? <p className={styles.sectionHint}>{hint}</p> : null}
      {status}
      <FormFailure message={failure} />
      {children}
    </Panel>
  );
}

interface SectionFormProps<V extends FieldValues, Out> {
  section: Pick<SectionForm<V, Out>, 'form' | 'submit'>;
  submitLabel: string;
  /** Beside the submit button (Cancel). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A section's form: its fields, then its own save button (busy while it saves). */
export function SectionForm<V extends FieldValues, Out>({
  section,
  submitLabel,
  extra,
  children,
}: SectionFormProps<V, Out>) {
  return (
    <form className={styles.form} onSubmit={(event) => void section.submit(event)} noValidate>
      {children}
      <div className={styles.actions}>
        <SubmitButton control={section.form.control}>{submitLabel}</SubmitButton>
        {extra}
      </div>
    </form>
  );
}

type SettingsFormProps<V extends FieldValues, Out> = Omit<SettingsSectionProps, 'failure'> &
  SectionFormProps<V, Out> & { section: Pick<SectionForm<V, Out>, 'form' | 'submit' | 'failure'> };

/** A section whose body is one form with its own save button. */
export function SettingsForm<V extends FieldValues, Out>({
  section,
  submitLabel,
  extra,
  children,
  ...frame
}: SettingsFormProps<V, Out>) {
  return (
    <SettingsSection {...frame} failure={section.failure}>
      <SectionForm section={section} submitLabel={submitLabel} extra={extra}>
        {children}
      </SectionForm>
    </SettingsSection>
  );
}

/** A text field of a section, named as the contract names it, with its message beside it. */
export function SettingsField<V extends FieldValues, Out>({
  section,
  name,
  ...props
}: Omit<TextFieldProps, 'name'> & { section: Pick<SectionForm<V, Out>, 'field'>; name: Path<V> }) {
  return <TextField {...props} {...section.field(name)} />;
}
