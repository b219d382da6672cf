import { useUpdateAdminPassword } from '@pinjam/api';
import { adminSettings } from '@pinjam/api/contract';
import { TextField } from '@pinjam/ui';
import { Section, useSectionForm, type Messages } from './SettingsSection';
import * as styles from './AdminSettingsPage.css';

const empty = { password: '', newPassword: '', newPassword_confirmation: '' };

/** The admin's own password: the current one, a new one and its confirmation; emptied once changed. */
export function PasswordForm({ t }: { t: Messages }) {
  const update = useUpdateAdminPassword();
  const section = useSectionForm({
    schema: adminSettings.updatePassword.body,
    defaultValues: empty,
    save: (body) => update.trigger({ body }),
    onSaved: (form) => form.reset(),
  });
  const field = (name: keyof typeof empty, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      type="password"
      autoComplete={name === 'password' ? 'current-password' : 'new-password'}
      {...section.field(name)}
    />
  );
  return (
    <Section id="password-title" title={t.passwordTitle} section={section} save={t.savePassword}>
      <div className={styles.fields}>
        {field('password', t.currentPassword)}
        {field('newPassword', t.newPassword, t.newPasswordHelp)}
        {field('newPassword_confirmation', t.confirmPassword)}
      </div>
    </Section>
  );
}
