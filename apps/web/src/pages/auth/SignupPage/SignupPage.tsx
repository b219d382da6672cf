import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { auth } from '@pinjam/api';
import { FileDropzone, Link, TextField, useMessages, type DropzoneItem } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { SubmitButton, useApiForm, useWrite } from '../../../app/forms';
import { useUiState } from '../../../app/ui-state';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import { NewPasswordFields } from '../NewPasswordFields';
import { TermsAgreement } from './TermsAgreement';
import * as styles from '../AuthCard.css';

const avatarRule = auth.signup.files.avatar;

export default function SignupPage() {
  const t = useMessages(accountMessages);
  const navigate = useNavigate();
  const { setLoading } = useUiState();
  const { write } = useWrite(auth.signup);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const termsRef = useRef<HTMLButtonElement>(null);
  const { form, field, submit, failure } = useApiForm({
    schema: auth.signup.body,
    defaultValues: {
      email: '',
      name: '',
      password: '',
      password_confirmation: '',
      // Sent as a file beside the body (the schema leaves it out); its refusal shows beside it.
      avatar: [] as readonly DropzoneItem[],
    },
    // "Please correct the highlighted fields." above the form as well.
    summary: true,
    send: async (body) => {
      // The server does not record the agreement yet, so nothing goes without it.
      if (!agreed) return termsRef.current?.focus();
      // Seed section 4: the global loading flag is set while signup is pending.
      setLoading(true);
      const result = await write({ body, files: { avatar: form.getValues('avatar')[0]?.file ?? null } });
      setLoading(false);
      if (result.ok) navigate(pathTo('signup-success'), { state: { email: body.email } });
      return result;
    },
  });

  return (
    <AuthCard title={t.signupTitle} intro={t.signupIntro}>
      {failure ? <FormMessage tone="critical">{failure}</FormMessage> : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          // The fields are checked too, so every problem is told at once.
          if (!agreed) setTermsError(t.termsRequired);
          void submit(event);
        }}
        noValidate
      >
        <TextField label={t.email} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={t.fullName} autoComplete="name" required {...field('name')} />
        <NewPasswordFields
          passwordLabel={t.password}
          confirmationLabel={t.passwordConfirmation}
          field={field}
        />
        <Controller
          control={form.control}
          name="avatar"
          render={({ field: avatar, fieldState }) => (
            <FileDropzone
              label={t.avatar}
              maxFiles={avatarRule.maxCount}
              maxBytes={avatarRule.maxBytes}
              value={avatar.value}
              onValueChange={avatar.onChange}
              error={fieldState.error?.message}
            />
          )}
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
        <SubmitButton control={form.control} block>
          {t.signupButton}
        </SubmitButton>
      </form>
      <div className={styles.links}>
        <Link href={pathTo('login')}>{t.loginLink}</Link>
        <Link href={pathTo('password-reset')}>{t.recoverPassword}</Link>
      </div>
    </AuthCard>
  );
}
