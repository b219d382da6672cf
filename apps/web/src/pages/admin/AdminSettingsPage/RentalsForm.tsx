import { useEffect, useState } from 'react';
import { useUpdateMarketplaceSettings } from '@pinjam/api';
import { adminSettingsMessages, type MarketplaceSettings } from '@pinjam/api/contract';
import { TextField } from '@pinjam/ui';
import { Section, useSave, type Errors, type Messages } from './SettingsSection';
import * as styles from './AdminSettingsPage.css';

const WHOLE = /^\s*\d+\s*$/;

type Field = 'booking_window_months' | 'longest_rental_days';
const fields = [
  {
    name: 'booking_window_months',
    label: 'bookingWindow',
    help: 'bookingWindowHelp',
    invalid: adminSettingsMessages.bookingWindow,
  },
  {
    name: 'longest_rental_days',
    label: 'longestRental',
    help: 'longestRentalHelp',
    invalid: adminSettingsMessages.longestRental,
  },
] as const satisfies ReadonlyArray<{
  name: Field;
  label: keyof Messages;
  help: keyof Messages;
  invalid: string;
}>;

/**
 * How far ahead renters may book and how long a rental may last when its owner set no maximum
 * (issue 24): saved through the marketplace settings, the server's ranges beside each field.
 */
export function RentalsForm({ settings, t }: { settings: MarketplaceSettings; t: Messages }) {
  const update = useUpdateMarketplaceSettings();
  const [values, setValues] = useState<Record<Field, string>>({
    booking_window_months: '',
    longest_rental_days: '',
  });
  const { errors, notice, run } = useSave(t);
  useEffect(
    () =>
      setValues({
        booking_window_months: String(settings.booking_window_months),
        longest_rental_days: String(settings.longest_rental_days),
      }),
    [settings],
  );
  const submit = async () => {
    const local: Errors = {};
    for (const { name, invalid } of fields) if (!WHOLE.test(values[name])) local[name] = invalid;
    const body = {
      booking_window_months: Number(values.booking_window_months),
      longest_rental_days: Number(values.longest_rental_days),
    };
    await run(() => update.trigger({ body }), local);
  };
  const heading = { id: 'rentals-title', title: t.rentalsTitle, text: t.rentalsText, save: t.saveRentals };
  return (
    <Section {...heading} notice={notice} onSubmit={submit} saving={update.isMutating}>
      <div className={styles.fields}>
        {fields.map(({ name, label, help }) => (
          <TextField
            key={name}
            label={t[label]}
            description={t[help]}
            inputMode="numeric"
            value={values[name]}
            error={errors[name]}
            onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          />
        ))}
      </div>
    </Section>
  );
}
