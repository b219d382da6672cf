import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { password, PASSWORD_UPDATED, useEndpoint } from '@pinjam/api';
import { Spinner, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { SubmitButton, useApiForm, useWrite } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import { NewPasswordFields } from '../NewPasswordFields';
import * as styles from '../AuthCard.css';

/** Step two of a reset: the emailed link lands here to choose a new password. */
export default function PasswordResetRequestPage() {
  const t = useMessages(accountMessages);
  const { token = '' } = useParams();
  const found = useEndpoint(
    `password-find:${token}`,
    password.find,
    { params: { token } },
    {
      revalidateOnFocus: false,
    },
  );

  // Unknown, used, expired (404) or damaged (422): the link is no good.
  const badLink = found.error?.status === 404 || found.error?.status === 422;
  if (badLink) return <Navigate to={pathTo('email-token-invalid')} replace />;

  return (
    <AuthCard title={t.chooseTitle} intro={found.data ? t.chooseFor({ email: found.data.email }) : undefined}>
      {found.isLoading ? <Spinner label={t.checkingLink} /> : null}
      {found.error ? <FormMessage tone="critical">{found.error.message}</FormMessage> : null}
      {found.data ? <NewPasswordForm email={found.data.email} token={token} /> : null}
    </AuthCard>
  );
}

/** The new password for the link's account; a refusal about the link itself is said above it. */
function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useMessages(accountMessages);
  const navigate = useNavigate();
  const { write } = useWrite(password.reset);
  const { form, field, submit, failure } = useApiForm({
    schema: password.reset.body,
    defaultValues: { email, token, password: '', password_confirmation: '' },
    fields: ['password', 'password_confirmation'],
    send: async (body) => {
      const result = await write({ body });
      // Seed section 4: the reset succeeded when the message is 'password updated successfully'.
      if (result.ok && result.data.message === PASSWORD_UPDATED)
        navigate(pathTo('login'), { state: { notice: t.passwordChanged } });
      return result;
    },
  });

  return (
    <>
      {failure ? <FormMessage tone="critical">{failure}</FormMessage> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordFields
          passwordLabel={t.newPassword}
          confirmationLabel={t.confirmNewPassword}
          field={field}
        />
        <SubmitButton control={form.control} block>
          {t.saveNewPassword}
        </SubmitButton>
      </form>
    </>
  );
}
