import { useSettings } from '@pinjam/api';
import { ErrorState, Heading, Spinner, useMessages } from '@pinjam/ui';
import { usePageTitle } from '../../../app/pageTitle';
import { AddressSection } from './AddressSection';
import { AvatarSection } from './AvatarSection';
import { BankSection } from './BankSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { settingsPageMessages } from './messages';
import * as styles from './SettingsPage.css';

/**
 * my-settings (seed: /settings, requires login): the member's own details in sections that each
 * save on their own: profile, photo, address, email, password and bank details.
 */
export default function SettingsPage() {
  const t = useMessages(settingsPageMessages);
  usePageTitle(t.title);
  const settings = useSettings();
  const data = settings.data?.data;

  return (
    <div className={styles.page} aria-busy={settings.isLoading || undefined}>
      <Heading level={1}>{t.title}</Heading>
      {settings.error ? (
        <ErrorState
          title={t.loadError}
          text={settings.error.message}
          onRetry={() => void settings.mutate()}
          retryLabel={t.retry}
          retrying={settings.isValidating}
        />
      ) : !data ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <p className={styles.intro}>{t.intro}</p>
          <ProfileSection data={data} />
          <AvatarSection data={data} />
          <AddressSection data={data} />
          <EmailSection data={data} />
          <PasswordSection />
          <BankSection data={data} />
        </>
      )}
    </div>
  );
}
