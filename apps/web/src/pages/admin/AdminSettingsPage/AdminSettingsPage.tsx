import { useAdminDetails, useMarketplaceSettings } from '@pinjam/api';
import { Spinner, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage } from '../../../features/admin';
import { LoadFailed } from '../../../shared/PageStates';
import { DetailsForm } from './DetailsForm';
import { MarketplaceForm } from './MarketplaceForm';
import { adminSettingsPageMessages } from './messages';
import { PasswordForm } from './PasswordForm';
import { RentalsForm } from './RentalsForm';

/**
 * /admin/settings: the company details (the footer), the marketplace's fee, commission, name
 * and contact email (the payout date shown, set on the finances page), how far ahead and how
 * long rentals may be, and the admin's password.
 * Each section saves on its own; a refusal shows beside its field.
 */
export default function AdminSettingsPage() {
  const t = useMessages(adminSettingsPageMessages);
  const { isAdmin } = useAuth();
  const details = useAdminDetails(isAdmin);
  const marketplace = useMarketplaceSettings(isAdmin);
  const error = details.error ?? marketplace.error;
  const ready = details.data && marketplace.data;

  let body;
  if (error && !ready)
    body = (
      <LoadFailed
        title={t.loadError}
        error={error}
        onRetry={() => {
          void details.mutate();
          void marketplace.mutate();
        }}
        retrying={details.isValidating || marketplace.isValidating}
      />
    );
  else if (!ready) body = <Spinner label={t.loading} size="sm" />;
  else
    body = (
      <>
        <DetailsForm details={details.data!.details} t={t} />
        <MarketplaceForm settings={marketplace.data!.settings} t={t} />
        <RentalsForm settings={marketplace.data!.settings} t={t} />
        <PasswordForm t={t} />
      </>
    );

  return (
    <AdminPage title={t.title} intro={t.intro} busy={!ready} width="narrow">
      {body}
    </AdminPage>
  );
}
