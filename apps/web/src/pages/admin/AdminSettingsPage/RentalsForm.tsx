import { useUpdateMarketplaceSettings } from '@pinjam/api';
import { adminSettings, type MarketplaceSettings, z } from '@pinjam/api/contract';
import { TextField } from '@pinjam/ui';
import { Section, useSectionForm, type Messages } from './SettingsSection';
import * as styles from './AdminSettingsPage.css';

const fields = [
  { name: 'booking_window_months', label: 'bookingWindow', help: 'bookingWindowHelp' },
  { name: 'longest_rental_days', label: 'longestRental', help: 'longestRentalHelp' },
] as const satisfies ReadonlyArray<{ name: string; label: keyof Messages; help: keyof Messages }>;

// The contract's ranges read the typed whole numbers themselves, in its words.
const schema = z.pick(adminSettings.updateMarketplace.body, {
  booking_window_months: true,
  longest_rental_days: true,
});

/**
 * How far ahead renters may book and how long a rental may last when its owner set no maximum
 * (issue 24): saved through the marketplace settings, the contract's ranges beside each field.
 */
export function RentalsForm({ settings, t }: { settings: MarketplaceSettings; t: Messages }) {
  const update = useUpdateMarketplaceSettings();
  const section = useSectionForm({
    schema,
    defaultValues: {
      booking_window_months: String(settings.booking_window_months),
      longest_rental_days: String(settings.longest_rental_days),
    },
    save: (body) => update.trigger({ body }),
  });
  const heading = { id: 'rentals-title', title: t.rentalsTitle, text: t.rentalsText, save: t.saveRentals };
  return (
    <Section {...heading} section={section}>
      <div className={styles.fields}>
        {fields.map(({ name, label, help }) => (
          <TextField
            key={name}
            label={t[label]}
            description={t[help]}
            inputMode="numeric"
            {...section.field(name)}
          />
        ))}
      </div>
    </Section>
  );
}
