import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { contract } from '@pinjam/api';
import { Button, Link, TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { useAuth } from '../../../app/auth';
import { formValues, useSubmit } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import * as styles from '../AuthCard.css';

export default function LoginPage() {
  const t = useMessages(accountMessages);
  const auth = useAuth();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [email, setEmail] = useState('');
  const resend = useSubmit(contract.auth.resendActivation);
  const [resent, setResent] = useState<string | null>(null);

  // Leaving the page forgets a failed attempt.
  const { clearError } = auth;
  useEffect(() => clearError, [clearError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    auth.login(values.email ?? '', values.password ?? '');
  }

  async function onResend() {
    const result = await resend.submit({ body: { email } });
    if (result.ok) setResent(result.data.message);
  }

  const fieldError = (name: string) => auth.error?.errors?.[name]?.join(' ');
  const inactive = auth.error?.code === 'account_inactive';

  return (
    <AuthCard title={t.loginTitle} intro={t.loginIntro}>
      {notice ? <FormMessage tone="positive">{notice}</FormMessage> : null}
      {auth.error && !auth.error.errors ? (
        <FormMessage tone="critical">{auth.error.message}</FormMessage>
      ) : null}
      {inactive ? (
        <div>
          {resent ? (
            <FormMessage tone="positive">{resent}</FormMessage>
          ) : (
            <Button tone="neutral" size="sm" onClick={onResend} loading={resend.submitting}>
              {t.sendActivation}
            </Button>
          )}
        </div>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError('email')}
        />
        <TextField
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError('password')}
        />
        <Button type="submit" block loading={auth.busy}>
          {t.loginButton}
        </Button>
      </form>
      <div className={styles.links}>
        <Link href={pathTo('signup')}>{t.newHere}</Link>
        <Link href={pathTo('password-reset')}>{t.forgotPassword}</Link>
      </div>
    </AuthCard>
  );
}
