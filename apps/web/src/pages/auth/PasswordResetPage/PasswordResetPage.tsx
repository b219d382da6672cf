import { useState, type FormEvent } from 'react';
import { contract } from '@pinjam/api';
import { Button, Link, TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { formValues, useSubmit } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import * as styles from '../AuthCard.css';

/** Step one of a reset: ask for a link by email. */
export default function PasswordResetPage() {
  const t = useMessages(accountMessages);
  const create = useSubmit(contract.password.create);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await create.submit({ body: { email: formValues(event.currentTarget).email } });
    if (result.ok) setSent(result.data.message);
  }

  return (
    <AuthCard title={t.resetTitle} intro={t.resetIntro}>
      {sent ? (
        <FormMessage tone="positive">{sent}</FormMessage>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {create.error && !create.error.errors ? (
            <FormMessage tone="critical">{create.error.message}</FormMessage>
          ) : null}
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={create.fieldError('email')}
          />
          <Button type="submit" block loading={create.submitting}>
            {t.sendResetLink}
          </Button>
        </form>
      )}
      <div className={styles.links}>
        <Link href={pathTo('login')}>{t.backToLogin}</Link>
      </div>
    </AuthCard>
  );
}
