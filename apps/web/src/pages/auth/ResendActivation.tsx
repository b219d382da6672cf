import { useState, type FormEvent } from 'react';
import { contract } from '@pinjam/api';
import { Button, TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from './messages';
import { formValues, useSubmit } from '../../app/forms';
import { FormMessage } from './AuthCard';
import * as styles from './AuthCard.css';

/** "Didn't get it?": asks for a fresh activation link. */
export function ResendActivation({ defaultEmail = '' }: { defaultEmail?: string }) {
  const t = useMessages(accountMessages);
  const resend = useSubmit(contract.auth.resendActivation);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await resend.submit({ body: { email: formValues(event.currentTarget).email } });
    if (result.ok) setSent(result.data.message);
  }

  if (sent) return <FormMessage tone="positive">{sent}</FormMessage>;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t.sendActivation}>
      <TextField
        label={t.resendLabel}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        error={resend.fieldError('email')}
      />
      <Button type="submit" tone="neutral" loading={resend.submitting}>
        {t.sendActivation}
      </Button>
    </form>
  );
}
