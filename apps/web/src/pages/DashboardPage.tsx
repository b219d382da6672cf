import { EmptyState } from '@pinjam/ui';
import { useAuth } from '../app/auth';

export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <EmptyState
      title={`Welcome, ${firstName}`}
      headingLevel={1}
      text={
        isAdmin
          ? "The marketplace's figures will appear here."
          : 'Your listings, rentals, orders and earnings will appear here.'
      }
    />
  );
}
