import { useState, type FormEvent } from 'react';
import { contract } from '@pinjam/api';
import { Button, Link, TextField } from '@pinjam/ui';
import { formValues, useSubmit } from '../../app/forms';
import { pathTo } from '../../routes/paths';
import { AuthCard, FormMessage } from './AuthCard';
import * as styles from './AuthCard.css';

/** Step one of a reset: ask for a link by email. */
export default function PasswordResetPage() {
  const create = useSubmit(contract.password.create);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await create.submit({ body: { email: formValues(event.currentTarget).email } });
    if (result.ok) setSent(result.data.message);
  }

  return (
    <AuthCard title="Reset your password" intro="Enter your email and we will send you a link to choose a new password.">
      {sent ? (
        <FormMessage tone="positive">{sent}</FormMessage>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {create.error && !create.error.errors ? <FormMessage tone="critical">{create.error.message}</FormMessage> : null}
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={create.fieldError('email')} />
          <Button type="submit" block loading={create.submitting}>
            Send reset link
          </Button>
        </form>
      )}
      <div className={styles.links}>
        <Link href={pathTo('login')}>Back to login</Link>
      </div>
    </AuthCard>
  );
}
