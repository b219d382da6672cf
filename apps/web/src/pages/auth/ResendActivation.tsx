import { useState } from 'react';
import { auth } from '@pinjam/api';
import { TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from './messages';
import { SubmitButton, useApiForm, useWrite } from '../../app/forms';
import { FormMessage } from './AuthCard';
import * as styles from './AuthCard.css';

/**
 * "Didn't get it?": asks for a fresh activation link. Given the `email` (the login page knows it),
 * only the button shows, and any refusal, about the address too, is said above it.
 */
export function ResendActivation({ defaultEmail = '', email }: { defaultEmail?: string; email?: string }) {
  const t = useMessages(accountMessages);
  const { write } = useWrite(auth.resendActivation);
  const [sent, setSent] = useState<string | null>(null);
  const { form, field, submit, failure } = useApiForm({
    schema: auth.resendActivation.body,
    defaultValues: { email: email ?? defaultEmail },
    // With no field to stand beside, the address's refusal is the form's message.
    fields: email === undefined ? ['email'] : [],
    send: async (body) => {
      const result = await write({ body });
      if (result.ok) setSent(result.data.message);
      return result;
    },
  });

  if (sent) return <FormMessage tone="positive">{sent}</FormMessage>;
  const known = email !== undefined;
  // A known address the contract refuses has no field to show it beside: it is said above.
  const message = failure ?? (known ? form.formState.errors.email?.message : null);
  return (
    <form
      className={known ? undefined : styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t.sendActivation}
    >
      {message ? <FormMessage tone="critical">{message}</FormMessage> : null}
      {!known ? (
        <TextField label={t.resendLabel} type="email" autoComplete="email" {...field('email')} />
      ) : null}
      <SubmitButton control={form.control} tone="neutral" size={known ? 'sm' : undefined}>
        {t.sendActivation}
      </SubmitButton>
    </form>
  );
}
