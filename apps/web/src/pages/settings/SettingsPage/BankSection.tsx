import { useEffect, useId, useState } from 'react';
import { account, bruneiBanks, type SettingsData } from '@pinjam/api';
import { Button, useMessages } from '@pinjam/ui';
import { SectionForm, SettingsField, SettingsSection, useSectionForm } from './SettingsSection';
import { settingsPageMessages } from './messages';
import * as styles from './SettingsPage.css';

const endpoint = account.bankDetails;

/**
 * Where earnings are paid: once saved, only the bank and the last four digits show, with Change
 * to enter new details (the whole number is never sent back to the page).
 */
export function BankSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const [editing, setEditing] = useState(false);
  const section = useSectionForm({
    endpoint,
    schema: endpoint.body,
    defaultValues: { name: data.bank_name ?? '', accountNumber: '' },
    onSaved: () => setEditing(false),
  });
  const banksId = useId();
  const saved = data.account_number && data.bank_name;
  const { setFocus } = section.form;
  // Change swaps the saved details for the form: the bank's field takes the focus the button had.
  useEffect(() => {
    if (editing) setFocus('name');
  }, [editing, setFocus]);
  const status = (
    <p className={styles.saved}>
      {saved ? t.savedAccount({ bank: data.bank_name!, number: data.account_number! }) : t.noBank}
    </p>
  );
  // The form starts from the saved bank and an empty number each time it opens.
  const change = () => {
    section.form.reset({ name: data.bank_name ?? '', accountNumber: '' });
    section.clearFailure();
    setEditing(true);
  };

  return (
    <SettingsSection title={t.bank} hint={t.bankHint} status={status} failure={section.failure}>
      {saved && !editing ? (
        <div className={styles.actions}>
          <Button tone="neutral" onClick={change} aria-label={t.changeBankLabel}>
            {t.changeBank}
          </Button>
        </div>
      ) : (
        <SectionForm
          section={section}
          submitLabel={t.saveBank}
          extra={
            saved ? (
              <Button tone="ghost" onClick={() => setEditing(false)}>
                {t.cancel}
              </Button>
            ) : null
          }
        >
          <SettingsField
            section={section}
            label={t.bankName}
            name="name"
            list={banksId}
            autoComplete="off"
            description={t.bankNameHint}
            required
          />
          <datalist id={banksId}>
            {bruneiBanks.map((bank) => (
              <option key={bank} value={bank} />
            ))}
          </datalist>
          <SettingsField
            section={section}
            label={t.accountNumber}
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            description={t.accountNumberHint}
            required
          />
        </SectionForm>
      )}
    </SettingsSection>
  );
}
