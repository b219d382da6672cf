import { useEffect, useId, useState } from 'react';
import { bruneiBanks, contract, type SettingsData } from '@pinjam/api';
import { Button, useMessages } from '@pinjam/ui';
import { SectionForm, SettingsField, SettingsSection, useSectionSave } from './SettingsSection';
import { settingsPageMessages } from './messages';
import * as styles from './SettingsPage.css';

/**
 * Where earnings are paid: once saved, only the bank and the last four digits show, with Change
 * to enter new details (the whole number is never sent back to the page).
 */
export function BankSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const section = useSectionSave(contract.account.bankDetails);
  const [editing, setEditing] = useState(false);
  const banksId = useId();
  const saved = data.account_number && data.bank_name;
  // Change swaps the saved details for the form: the bank's field takes the focus the button had.
  useEffect(() => {
    if (editing) section.formRef.current?.querySelector('input')?.focus();
  }, [editing, section.formRef]);
  const status = (
    <p className={styles.saved}>
      {saved ? t.savedAccount({ bank: data.bank_name!, number: data.account_number! }) : t.noBank}
    </p>
  );

  return (
    <SettingsSection title={t.bank} hint={t.bankHint} status={status} error={section.generalError}>
      {saved && !editing ? (
        <div className={styles.actions}>
          <Button tone="neutral" onClick={() => setEditing(true)} aria-label={t.changeBankLabel}>
            {t.changeBank}
          </Button>
        </div>
      ) : (
        <SectionForm
          section={section}
          submitLabel={t.saveBank}
          onSave={async ({ name = '', accountNumber = '' }) => {
            if (await section.save({ body: { name, accountNumber } })) setEditing(false);
          }}
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
            defaultValue={data.bank_name ?? ''}
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
