import { BIO_MAX, contract, type SettingsData } from '@pinjam/api';
import { TextArea, useMessages } from '@pinjam/ui';
import { SettingsField, SettingsForm, useSectionSave } from './SettingsSection';
import { settingsPageMessages } from './messages';

/** Name, bio and date of birth (the name is the navbar's greeting). */
export function ProfileSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const section = useSectionSave(contract.account.updateSettings);
  return (
    <SettingsForm
      title={t.profile}
      section={section}
      submitLabel={t.saveProfile}
      onSave={({ name, bio, dob }) => section.save({ body: { name, bio, dob } })}
    >
      <SettingsField
        section={section}
        label={t.name}
        name="name"
        autoComplete="name"
        required
        defaultValue={data.name}
      />
      <TextArea
        label={t.bio}
        name="bio"
        description={t.bioHint}
        rows={4}
        maxLength={BIO_MAX}
        showCount
        defaultValue={data.bio ?? ''}
        error={section.fieldError('bio')}
      />
      {/* Typed rather than picked: the calendar moves a month at a time, and birthdays are decades back. */}
      <SettingsField
        section={section}
        label={t.dob}
        name="dob"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="yyyy-mm-dd"
        description={t.dobHint}
        defaultValue={data.dob ?? ''}
      />
    </SettingsForm>
  );
}
