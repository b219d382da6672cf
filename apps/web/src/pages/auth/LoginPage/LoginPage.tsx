import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { auth as authCalls } from '@pinjam/api';
import { Link, TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { useAuth } from '../../../app/auth';
import { SubmitButton, useApiForm } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import { ResendActivation } from '../ResendActivation';
import * as styles from '../AuthCard.css';

export default function LoginPage() {
  const t = useMessages(accountMessages);
  const auth = useAuth();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  // The address of the last attempt: a new activation link goes to it.
  const [tried, setTried] = useState('');
  // The auth actor sends the login and holds its answer; a refusal comes back beside the fields.
  const { form, field, submit, failure, refuse, clearFailure } = useApiForm({
    schema: authCalls.login.body,
    defaultValues: { email: '', password: '' },
    send: ({ email, password }) => {
      setTried(email);
      return auth.login(email, password);
    },
  });

  // Leaving the page forgets a failed attempt.
  const { clearError } = auth;
  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    if (auth.error) refuse(auth.error);
    else clearFailure();
  }, [auth.error, refuse, clearFailure]);

  const inactive = auth.error?.code === 'account_inactive';

  return (
    <AuthCard title={t.loginTitle} intro={t.loginIntro}>
      {notice ? <FormMessage tone="positive">{notice}</FormMessage> : null}
      {failure ? <FormMessage tone="critical">{failure}</FormMessage> : null}
      {inactive ? <ResendActivation key={tried} email={tried} /> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t.email} type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <SubmitButton control={form.control} busy={auth.busy} block>
          {t.loginButton}
        </SubmitButton>
      </form>
      <div className={styles.links}>
        <Link href={pathTo('signup')}>{t.newHere}</Link>
        <Link href={pathTo('password-reset')}>{t.forgotPassword}</Link>
      </div>
    </AuthCard>
  );
}
