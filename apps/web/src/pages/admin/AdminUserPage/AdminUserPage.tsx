import { useState } from 'react';
import { useAdminUser } from '@pinjam/api';
import { useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import {
  AdminPage,
  AuditHistory,
  RecordStates,
  useAdminRecord,
  type AdminNotice,
} from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { AccountAction } from './AccountAction';
import { adminUserMessages } from './messages';
import {
  ItemsSection,
  OrdersSection,
  PayoutsSection,
  ProfileSection,
  RatingsSection,
  VerificationSection,
} from './UserSections';
import * as styles from './AdminUserPage.css';

/**
 * /admin/users/user/{id} (decision 0041): one member whole — profile (the bank account masked),
 * verification with its photos, items, orders both ways, ratings, payouts, no-shows and the
 * audit trail — and Disable (confirmed) or Enable, the result in the page's notice.
 */
export default function AdminUserPage() {
  const t = useMessages(adminUserMessages);
  const { user: me } = useAuth();
  const { query, missing } = useAdminRecord(useAdminUser);
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const user = query.data?.user;

  return (
    <AdminPage
      title={user ? user.profile.name : t.loading}
      backTo={{ href: pathTo('admin-users'), label: t.back }}
      notice={notice}
      busy={query.isLoading}
      width="wide"
      actions={
        user && <AccountAction profile={user.profile} self={me?.id === user.profile.id} onDone={setNotice} />
      }
    >
      <RecordStates missing={missing} query={query} words={t}>
        {user && (
          <div className={styles.columns}>
            <div className={styles.column}>
              <ProfileSection user={user} />
              <OrdersSection orders={user.orders} />
              <ItemsSection items={user.items} />
              <RatingsSection ratings={user.ratings} />
            </div>
            <div className={styles.column}>
              <VerificationSection verification={user.verification} />
              <PayoutsSection payouts={user.payouts} noShows={user.no_shows} />
              <AuditHistory subjectType="user" subjectId={String(user.profile.id)} />
            </div>
          </div>
        )}
      </RecordStates>
    </AdminPage>
  );
}
