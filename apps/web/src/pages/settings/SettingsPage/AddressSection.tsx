import { contract, type District, type SettingsData } from '@pinjam/api';
import { LocationSelect, useMessages } from '@pinjam/ui';
import { SettingsField, SettingsForm, useSectionSave } from './SettingsSection';
import { settingsPageMessages } from './messages';

/** The address's text fields: the setting's name, its label's message and the browser's autofill name. */
const textFields = [
  ['address_line_1', 'addressLine1', 'address-line1'],
  ['address_line_2', 'addressLine2', 'address-line2'],
  ['address_line_3', 'addressLine3', 'address-line3'],
  ['post_code', 'postCode', 'postal-code'],
  ['city', 'city', 'address-level2'],
] as const;

/** The address lines, post code, city, district (one of the four) and telephone. */
export function AddressSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const section = useSectionSave(contract.account.updateSettings);
  return (
    <SettingsForm
      title={t.address}
      hint={t.addressHint}
      section={section}
      submitLabel={t.saveAddress}
      onSave={({ district, ...values }) =>
        section.save({
          body: {
            address_line_1: values.address_line_1,
            address_line_2: values.address_line_2,
            address_line_3: values.address_line_3,
            post_code: values.post_code,
            city: values.city,
            // Checked by the server: one of the four, or none (cleared).
            district: district ? (district as District) : null,
            telephone: values.telephone,
          },
        })
      }
    >
      {textFields.map(([name, label, autoComplete]) => (
        <SettingsField
          key={name}
          section={section}
          name={name}
          label={t[label]}
          autoComplete={autoComplete}
          defaultValue={data[name] ?? ''}
        />
      ))}
      <LocationSelect
        label={t.district}
        name="district"
        defaultValue={data.district}
        error={section.fieldError('district')}
      />
      <SettingsField
        section={section}
        label={t.telephone}
        name="telephone"
        type="tel"
        autoComplete="tel"
        description={t.telephoneHint}
        defaultValue={data.telephone ?? ''}
      />
    </SettingsForm>
  );
}
