import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { contract } from '@pinjam/api';
import { Button, FileDropzone, Link, TextField, useMessages, type DropzoneItem } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { formValues, useSubmit } from '../../../app/forms';
import { useUiState } from '../../../app/ui-state';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import { NewPasswordFields } from '../NewPasswordFields';
import { TermsAgreement } from './TermsAgreement';
import * as styles from '../AuthCard.css';

const avatarRule = contract.auth.signup.files.avatar;

export default function SignupPage() {
  const t = useMessages(accountMessages);
  const navigate = useNavigate();
  const { setLoading } = useUiState();
  const formRef = useRef<HTMLFormElement>(null);
  const signup = useSubmit(contract.auth.signup, formRef);
  const [avatar, setAvatar] = useState<readonly DropzoneItem[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const termsRef = useRef<HTMLButtonElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const body = {
      email: values.email,
      name: values.name,
      password: values.password,
      password_confirmation: values.password_confirmation,
    };
    // The server does not record the agreement yet, so nothing goes without it; the fields are
    // checked against the same rules the server applies, so every problem is told at once.
    if (!agreed) {
      setTermsError(t.termsRequired);
      if (signup.check(body)) termsRef.current?.focus();
      return;
    }
    // Seed section 4: the global loading flag is set while signup is pending.
    setLoading(true);
    const result = await signup.submit({
      body,
      files: { avatar: avatar[0]?.file ?? null },
    });
    setLoading(false);
    if (result.ok) navigate(pathTo('signup-success'), { state: { email: values.email } });
  }

  return (
    <AuthCard title={t.signupTitle} intro={t.signupIntro}>
      {signup.error ? <FormMessage tone="critical">{signup.error.message}</FormMessage> : null}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={signup.fieldError('email')}
        />
        <TextField
          label={t.fullName}
          name="name"
          autoComplete="name"
          required
          error={signup.fieldError('name')}
        />
        <NewPasswordFields
          passwordLabel={t.password}
          confirmationLabel={t.passwordConfirmation}
          fieldError={signup.fieldError}
        />
        <FileDropzone
          label={t.avatar}
          maxFiles={avatarRule.maxCount}
          maxBytes={avatarRule.maxBytes}
          value={avatar}
          onValueChange={setAvatar}
          error={signup.fieldError('avatar')}
        />
        <TermsAgreement
          ref={termsRef}
          checked={agreed}
          onCheckedChange={(checked) => {
            setAgreed(checked);
            if (checked) setTermsError(undefined);
          }}
          error={termsError}
        />
        <Button type="submit" block loading={signup.submitting}>
          {t.signupButton}
        </Button>
      </form>
      <div className={styles.links}>
        <Link href={pathTo('login')}>{t.loginLink}</Link>
        <Link href={pathTo('password-reset')}>{t.recoverPassword}</Link>
      </div>
    </AuthCard>
  );
}
