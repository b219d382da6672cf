import { account } from '@pinjam/api';
import { useMessages } from '@pinjam/ui';
import { SettingsField, SettingsForm, useSectionForm } from './SettingsSection';
import { settingsPageMessages } from './messages';

const names = ['current_password', 'password', 'password_confirmation'] as const;
const endpoint = account.updatePassword;

/** The current password, a new one and its confirmation; other devices are signed out. */
export function PasswordSection() {
  const t = useMessages(settingsPageMessages);
  const section = useSectionForm({
    endpoint,
    schema: endpoint.body,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    onSaved: (form) => form.reset(),
  });
  const labels = [t.currentPassword, t.newPassword, t.confirmPassword];
  return (
    <SettingsForm title={t.password} section={section} submitLabel={t.savePassword}>
      {names.map((name, i) => (
        <SettingsField
          key={name}
          section={section}
          name={name}
          label={labels[i]}
          type="password"
          autoComplete={i === 0 ? 'current-password' : 'new-password'}
          description={name === 'password' ? t.newPasswordHint : undefined}
          required
        />
      ))}
    </SettingsForm>
  );
}
