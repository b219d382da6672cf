import { useUpdateDetails } from '@pinjam/api';
import { adminSettings, type SystemDetails } from '@pinjam/api/contract';
import { TextField } from '@pinjam/ui';
import { Section, useSectionForm, type Messages } from './SettingsSection';
import * as styles from './AdminSettingsPage.css';

const detailFields = [
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'post_code',
  'city',
  'district',
  'country',
  'telephone',
  'email',
] as const;
type DetailField = (typeof detailFields)[number];

/** The company details the footer shows: each field as typed, blank clears it. */
export function DetailsForm({ details, t }: { details: SystemDetails; t: Messages }) {
  const update = useUpdateDetails();
  const section = useSectionForm({
    schema: adminSettings.updateDetails.body,
    defaultValues: Object.fromEntries(detailFields.map((f) => [f, details[f] ?? ''])) as Record<
      DetailField,
      string
    >,
    save: (body) => update.trigger({ body }),
  });
  return (
    <Section
      id="details-title"
      title={t.detailsTitle}
      text={t.detailsText}
      section={section}
      save={t.saveDetails}
    >
      <div className={styles.fields}>
        {detailFields.map((field) => (
          <TextField
            key={field}
            label={t[field]}
            type={field === 'email' ? 'email' : field === 'telephone' ? 'tel' : 'text'}
            {...section.field(field)}
          />
        ))}
      </div>
    </Section>
  );
}
