import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { contract } from '@pinjam/api';
import { Button, Link, TextField } from '@pinjam/ui';
import { formValues, useSubmit } from '../../app/forms';
import { useUiState } from '../../app/ui-state';
import { pathTo } from '../../routes/paths';
import { AuthCard, FormMessage } from './AuthCard';
import * as styles from './AuthCard.css';

export default function SignupPage() {
  const navigate = useNavigate();
  const { setLoading } = useUiState();
  const formRef = useRef<HTMLFormElement>(null);
  const signup = useSubmit(contract.auth.signup, formRef);
  const avatarRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    // Seed section 4: the global loading flag is set while signup is pending.
    setLoading(true);
    const result = await signup.submit({
      body: {
        email: values.email,
        name: values.name,
        password: values.password,
        password_confirmation: values.password_confirmation,
      },
      files: { avatar: avatarRef.current?.files?.[0] ?? null },
    });
    setLoading(false);
    if (result.ok) navigate(pathTo('signup-success'), { state: { email: values.email } });
  }

  return (
    <AuthCard title="Create your account" intro="Rent what you need, lend what you own, earn from both.">
      {signup.error ? <FormMessage tone="critical">{signup.error.message}</FormMessage> : null}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="email" required error={signup.fieldError('email')} />
        <TextField label="Full Name" name="name" autoComplete="name" required error={signup.fieldError('name')} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters."
          required
          error={signup.fieldError('password')}
        />
        <TextField
          label="Password confirmation"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={signup.fieldError('password_confirmation')}
        />
        <TextField
          ref={avatarRef}
          label="Profile photo (optional)"
          name="avatar"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          description="JPEG, PNG or WebP, up to 5 MB."
          error={signup.fieldError('avatar')}
        />
        <Button type="submit" block loading={signup.submitting}>
          Sign Up
        </Button>
      </form>
      <div className={styles.links}>
        <Link href={pathTo('login')}>Login</Link>
        <Link href={pathTo('password-reset')}>Recover password</Link>
      </div>
    </AuthCard>
  );
}
