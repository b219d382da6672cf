import { TextField, useMessages } from '@pinjam/ui';
import type { FieldProps } from '../../app/forms';
import { accountMessages } from './messages';

type PasswordField = 'password' | 'password_confirmation';

interface NewPasswordFieldsProps {
  /** The labels: 'Password' on sign-up, 'New password' on a reset. */
  passwordLabel: string;
  confirmationLabel: string;
  /** A field's props from its form: registered with react-hook-form, with its error beside it. */
  field: (name: PasswordField) => FieldProps;
}

/** A new password and its confirmation, with the rules as a hint (sign-up and password reset). */
export function NewPasswordFields({ passwordLabel, confirmationLabel, field }: NewPasswordFieldsProps) {
  const t = useMessages(accountMessages);
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        description={t.passwordHint}
        required
        {...field('password')}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
    </>
  );
}
