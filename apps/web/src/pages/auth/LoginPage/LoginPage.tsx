import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { contract } from '@pinjam/api';
import { Button, Link, TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { useAuth } from '../../../app/auth';
import { SubmitButton, useApiForm, useSubmit } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import * as styles from '../AuthCard.css';

export default function LoginPage() {
  const t = useMessages(accountMessages);
  const auth = useAuth();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const resend = useSubmit(contract.auth.resendActivation);
  const [resent, setResent] = useState<string | null>(null);
  // The auth actor sends the login and holds its answer; a refusal comes back beside the fields.
  const { form, field, submit, failure, refuse, clearFailure } = useApiForm({
    schema: contract.auth.login.body,
    defaultValues: { email: '', password: '' },
    send: ({ email, password }) => auth.login(email, password),
  });

  // Leaving the page forgets a failed attempt.
  const { clearError } = auth;
  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    if (auth.error) refuse(auth.error);
    else clearFailure();
  }, [auth.error, refuse, clearFailure]);

  async function onResend() {
    const result = await resend.submit({ body: { email: form.getValues('email') } });
    if (result.ok) setResent(result.data.message);
  }

  const inactive = auth.error?.code === 'account_inactive';

  return (
    <AuthCard title={t.loginTitle} intro={t.loginIntro}>
      {notice ? <FormMessage tone="positive">{notice}</FormMessage> : null}
      {failure ? <FormMessage tone="critical">{failure}</FormMessage> : null}
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
