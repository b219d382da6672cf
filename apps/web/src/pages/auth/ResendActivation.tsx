import { useState, type FormEvent } from 'react';
import { contract } from '@pinjam/api';
import { Button, TextField } from '@pinjam/ui';
import { formValues, useSubmit } from '../../app/forms';
import { FormMessage } from './AuthCard';
import * as styles from './AuthCard.css';

/** "Didn't get it?": asks for a fresh activation link. */
export function ResendActivation({ defaultEmail = '' }: { defaultEmail?: string }) {
  const resend = useSubmit(contract.auth.resendActivation);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await resend.submit({ body: { email: formValues(event.currentTarget).email } });
    if (result.ok) setSent(result.data.message);
  }

  if (sent) return <FormMessage tone="positive">{sent}</FormMessage>;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Send a new activation link">
      <TextField
        label="Didn't get the email? Send a new link to"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        error={resend.fieldError('email')}
      />
      <Button type="submit" tone="neutral" loading={resend.submitting}>
        Send a new activation link
      </Button>
    </form>
  );
}
