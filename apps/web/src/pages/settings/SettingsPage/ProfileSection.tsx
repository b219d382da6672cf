import { BIO_MAX, contract, type SettingsData } from '@pinjam/api';
import { todayInBrunei } from '@pinjam/api/domain';
import { DatePicker, TextArea, useMessages } from '@pinjam/ui';
import { SettingsField, SettingsForm, useSectionSave } from './SettingsSection';
import { settingsPageMessages } from './messages';

/** Name, bio and date of birth (the name is the navbar's greeting). */
export function ProfileSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const section = useSectionSave(contract.account.updateSettings);
  const today = todayInBrunei();
  const hundredYearsAgo = `${Number(today.slice(0, 4)) - 100}${today.slice(4)}`;
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
      {/* Picked with month and year lists: a birthday is decades back, a month at a time is too slow. */}
      <DatePicker
        label={t.dob}
        name="dob"
        description={t.dobHint}
        placeholder={t.dobPlaceholder}
        yearPicker
        min={hundredYearsAgo}
        max={today}
        defaultValue={data.dob ?? null}
        error={section.fieldError('dob')}
      />
    </SettingsForm>
  );
}
