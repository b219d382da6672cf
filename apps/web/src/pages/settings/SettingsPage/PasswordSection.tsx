import { contract } from '@pinjam/api';
import { useMessages } from '@pinjam/ui';
import { SettingsField, SettingsForm, useSectionSave } from './SettingsSection';
import { settingsPageMessages } from './messages';

const names = ['current_password', 'password', 'password_confirmation'] as const;

/** The current password, a new one and its confirmation; other devices are signed out. */
export function PasswordSection() {
  const t = useMessages(settingsPageMessages);
  const section = useSectionSave(contract.account.updatePassword);
  const labels = [t.currentPassword, t.newPassword, t.confirmPassword];
  return (
    <SettingsForm
      title={t.password}
      section={section}
      submitLabel={t.savePassword}
      onSave={async (values, form) => {
        const [current_password = '', password = '', password_confirmation = ''] = names.map(
          (n) => values[n],
        );
        if (await section.save({ body: { current_password, password, password_confirmation } })) form.reset();
      }}
    >
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
