import { Controller } from 'react-hook-form';
import { account, type SettingsData } from '@pinjam/api';
import { addressFields, z } from '@pinjam/api/contract';
import { LocationSelect, useMessages } from '@pinjam/ui';
import { controlled } from '../../../app/forms';
import { SettingsField, SettingsForm, useSectionForm } from './SettingsSection';
import { settingsPageMessages } from './messages';

/** The address's text fields: the setting's name, its label's message and the browser's autofill name. */
const textFields = [
  ['address_line_1', 'addressLine1', 'address-line1'],
  ['address_line_2', 'addressLine2', 'address-line2'],
  ['address_line_3', 'addressLine3', 'address-line3'],
  ['post_code', 'postCode', 'postal-code'],
  ['city', 'city', 'address-level2'],
] as const;

const endpoint = account.updateSettings;
const schema = z.pick(endpoint.body, { ...addressFields, telephone: true });

/** The address lines, post code, city, district (one of the four, or none) and telephone. */
export function AddressSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const section = useSectionForm({
    endpoint,
    schema,
    defaultValues: {
      ...Object.fromEntries(textFields.map(([name]) => [name, data[name] ?? ''])),
      district: data.district ?? '',
      telephone: data.telephone ?? '',
    } as Record<(typeof textFields)[number][0] | 'district' | 'telephone', string>,
  });
  return (
    <SettingsForm title={t.address} hint={t.addressHint} section={section} submitLabel={t.saveAddress}>
      {textFields.map(([name, label, autoComplete]) => (
        <SettingsField
          key={name}
          section={section}
          name={name}
          label={t[label]}
          autoComplete={autoComplete}
        />
      ))}
      <Controller
        control={section.form.control}
        name="district"
        render={(state) => <LocationSelect label={t.district} {...controlled(state)} />}
      />
      <SettingsField
        section={section}
        label={t.telephone}
        name="telephone"
        type="tel"
        autoComplete="tel"
        description={t.telephoneHint}
      />
    </SettingsForm>
  );
}
