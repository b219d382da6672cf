import { Outlet, useLocation } from 'react-router-dom';
import { DashboardLayout, PageLayout } from '@pinjam/ui';
import { useAuth } from '../app/auth';
import { pathTo, type RouteName } from '../routes/paths';
import { AppFooter } from './AppFooter';
import { AppNavbar } from './AppNavbar';

const userNav: Array<[RouteName, string]> = [
  ['dashboard', 'Dashboard'],
  ['my-items', 'My items'],
  ['my-requests', 'My requests'],
  ['customer-requests', 'Customer requests'],
  ['my-orders', 'My orders'],
  ['customer-orders', 'Customer orders'],
  ['messages', 'Messages'],
  ['my-finance', 'Finance'],
  ['my-ratings', 'Ratings'],
  ['my-activity', 'Activity'],
  ['verification', 'Verification'],
  ['my-settings', 'Settings'],
];

const adminNav: Array<[RouteName, string]> = [
  ['dashboard', 'Dashboard'],
  ['admin-users', 'Users'],
  ['admin-user-verification', 'Verification'],
  ['admin-orders', 'Orders'],
  ['admin-deliveries', 'Deliveries'],
  ['admin-payments', 'Payments'],
  ['admin-finances', 'Finances'],
  ['admin-adverts', 'Adverts and banners'],
  ['admin-settings', 'Settings'],
];

export function AppDashboardLayout() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const nav = (isAdmin ? adminNav : userNav).map(([name, label]) => {
    const href = pathTo(name as 'dashboard');
    return { href, label, active: pathname === href || pathname.startsWith(`${href}/`) };
  });
  return (
    <PageLayout navbar={<AppNavbar />} footer={<AppFooter />}>
      <DashboardLayout items={nav} navLabel={isAdmin ? "Administration" : "Your account"}>
        <Outlet />
      </DashboardLayout>
    </PageLayout>
  );
}
