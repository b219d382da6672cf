import { activityKeys, useDashboardStats } from '@pinjam/api';
import { useSWRConfig } from 'swr';
import { ErrorState, Heading, Text, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { usePageTitle } from '../../../app/pageTitle';
import { useRealtimeEvent } from '../../../features/realtime';
import { dashboardMessages, marketplaceMessages } from '../messages';
import { AdminDashboard } from './AdminDashboard';
import { MemberDashboard } from './MemberDashboard';
import * as styles from './DashboardPage.css';

/**
 * dashboard: a member's figures, earnings by month, what to do next and recent activity; an
 * admin's, the marketplace's figures and charts with links to what waits for them. A new request
 * or order pushed to the member fetches both again.
 */
export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const m = useMessages(marketplaceMessages);
  usePageTitle(t.title);
  const { user, isAdmin } = useAuth();
  const { data, error, isValidating, mutate } = useDashboardStats();
  const firstName = user?.name.split(' ')[0] ?? '';
  // A request or an order arriving changes the figures and the recent activity: fetch them again.
  const { mutate: revalidate } = useSWRConfig();
  const refresh = () => {
    void mutate();
    void revalidate(activityKeys.latest);
  };
  useRealtimeEvent('new-request', refresh);
  useRealtimeEvent('new-order', refresh);

  return (
    <div className={styles.page} aria-busy={(!data && !error) || undefined}>
      <header className={styles.header}>
        <Heading level={1}>{isAdmin ? m.title : t.welcome({ name: firstName })}</Heading>
        <Text tone="muted">{isAdmin ? m.intro : t.intro}</Text>
      </header>
      {error && !data ? (
        <ErrorState
          layout="inline"
          title={t.loadError}
          text={error.message}
          onRetry={() => void mutate()}
          retryLabel={t.retry}
          retrying={isValidating}
        />
      ) : isAdmin ? (
        <AdminDashboard stats={data?.marketplace ?? undefined} />
      ) : (
        <MemberDashboard stats={data?.member ?? undefined} />
      )}
    </div>
  );
}
