import { Outlet } from 'react-router-dom';
import { PageLayout } from '@pinjam/ui';
import { AppFooter } from './AppFooter';
import { AppNavbar } from './AppNavbar';

export function PublicLayout() {
  return (
    <PageLayout navbar={<AppNavbar />} footer={<AppFooter />}>
      <Outlet />
    </PageLayout>
  );
}
