import { useRef, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { contract, PASSWORD_UPDATED, useEndpoint } from '@pinjam/api';
import { Button, Spinner, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { formValues, useSubmit } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import { NewPasswordFields } from '../NewPasswordFields';
import * as styles from '../AuthCard.css';

/** Step two of a reset: the emailed link lands here to choose a new password. */
export default function PasswordResetRequestPage() {
  const t = useMessages(accountMessages);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const found = useEndpoint(
    `password-find:${token}`,
    contract.password.find,
    { params: { token } },
    {
      revalidateOnFocus: false,
    },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useSubmit(contract.password.reset, formRef);

  // Unknown, used, expired (404) or damaged (422): the link is no good.
  const badLink = found.error?.status === 404 || found.error?.status === 422;
  if (badLink) return <Navigate to={pathTo('email-token-invalid')} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const result = await reset.submit({
      body: {
        email: found.data?.email ?? '',
        token,
        password: values.password,
        password_confirmation: values.password_confirmation,
      },
    });
    // Seed section 4: the reset succeeded when the message is 'password updated successfully'.
    if (result.ok && result.data.message === PASSWORD_UPDATED)
      navigate(pathTo('login'), { state: { notice: t.passwordChanged } });
  }

  return (
    <AuthCard title={t.chooseTitle} intro={found.data ? t.chooseFor({ email: found.data.email }) : undefined}>
      {found.isLoading ? <Spinner label={t.checkingLink} /> : null}
      {found.error && !badLink ? <FormMessage tone="critical">{found.error.message}</FormMessage> : null}
      {reset.error && !reset.error.errors ? (
        <FormMessage tone="critical">{reset.error.message}</FormMessage>
      ) : null}
      {found.data ? (
        <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
          {reset.fieldError('token') ? (
            <FormMessage tone="critical">{reset.fieldError('token')}</FormMessage>
          ) : null}
          <NewPasswordFields
            passwordLabel={t.newPassword}
            confirmationLabel={t.confirmNewPassword}
            fieldError={reset.fieldError}
          />
          <Button type="submit" block loading={reset.submitting}>
            {t.saveNewPassword}
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}
