import { TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from './messages';

interface NewPasswordFieldsProps {
  /** The labels: 'Password' on sign-up, 'New password' on a reset. */
  passwordLabel: string;
  confirmationLabel: string;
  /** The server's message for a field, if it refused it. */
  fieldError: (field: 'password' | 'password_confirmation') => string | undefined;
}

/** A new password and its confirmation, with the rules as a hint (sign-up and password reset). */
export function NewPasswordFields({ passwordLabel, confirmationLabel, fieldError }: NewPasswordFieldsProps) {
  const t = useMessages(accountMessages);
  return (
    <>
      <TextField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        description={t.passwordHint}
        required
        error={fieldError('password')}
      />
      <TextField
        label={confirmationLabel}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError('password_confirmation')}
      />
    </>
  );
}
