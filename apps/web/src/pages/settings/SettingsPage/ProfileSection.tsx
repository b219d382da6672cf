import { Controller } from 'react-hook-form';
import { account, BIO_MAX, type SettingsData } from '@pinjam/api';
import { z } from '@pinjam/api/contract';
import { todayInBrunei } from '@pinjam/api/domain';
import { DatePicker, TextArea, useMessages } from '@pinjam/ui';
import { controlled } from '../../../app/forms';
import { SettingsField, SettingsForm, useSectionForm } from './SettingsSection';
import { settingsPageMessages } from './messages';

const endpoint = account.updateSettings;
const schema = z.pick(endpoint.body, { name: true, bio: true, dob: true });

/** Name, bio and date of birth (the name is the navbar's greeting). */
export function ProfileSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const section = useSectionForm({
    endpoint,
    schema,
    defaultValues: { name: data.name, bio: data.bio ?? '', dob: data.dob ?? null },
  });
  const today = todayInBrunei();
  const hundredYearsAgo = `${Number(today.slice(0, 4)) - 100}${today.slice(4)}`;
  return (
    <SettingsForm title={t.profile} section={section} submitLabel={t.saveProfile}>
      <SettingsField section={section} label={t.name} name="name" autoComplete="name" required />
      <TextArea
        label={t.bio}
        description={t.bioHint}
        rows={4}
        maxLength={BIO_MAX}
        showCount
        {...section.field('bio')}
      />
      {/* Picked with month and year lists: a birthday is decades back, a month at a time is too slow. */}
      <Controller
        control={section.form.control}
        name="dob"
        render={(state) => (
          <DatePicker
            label={t.dob}
            description={t.dobHint}
            placeholder={t.dobPlaceholder}
            yearPicker
            min={hundredYearsAgo}
            max={today}
            {...controlled(state)}
          />
        )}
      />
    </SettingsForm>
  );
}
