import { EmptyState, useMessages } from '@pinjam/ui';
import { shellMessages } from '../../../app/messages';
import { useAuth } from '../../../app/auth';

export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  const firstName = user?.name.split(' ')[0] ?? '';
  const t = useMessages(shellMessages);
  return (
    <EmptyState
      title={t.welcome({ name: firstName })}
      headingLevel={1}
      text={isAdmin ? t.dashboardAdminText : t.dashboardUserText}
    />
  );
}
