import { Outlet, useMatches } from 'react-router-dom';
import { DashboardLayout, PageLayout, useMessages } from '@pinjam/ui';
import { dashboardNavMessages, shellMessages } from '../app/messages';
import { useAuth } from '../app/auth';
import { pathTo, type RouteHandle, type RouteName } from '../routes/paths';
import { AppFooter } from './AppFooter';
import { AppNavbar } from './AppNavbar';

const userNav = [
  ['dashboard', 'dashboard'],
  ['my-items', 'myItems'],
  ['my-requests', 'myRequests'],
  ['customer-requests', 'customerRequests'],
  ['my-orders', 'myOrders'],
  ['customer-orders', 'customerOrders'],
  ['messages', 'messages'],
  ['my-finance', 'finance'],
  ['my-ratings', 'ratings'],
  ['my-activity', 'activity'],
  ['verification', 'verification'],
  ['my-settings', 'settings'],
] as const;

const adminNav = [
  ['dashboard', 'dashboard'],
  ['admin-users', 'users'],
  ['admin-user-verification', 'verification'],
  ['admin-orders', 'orders'],
  ['admin-deliveries', 'deliveries'],
  ['admin-payments', 'payments'],
  ['admin-finances', 'finances'],
  ['admin-adverts', 'adverts'],
  ['admin-settings', 'settings'],
  ['admin-audit', 'audit'],
] as const;

/** Pages inside a menu entry's area: the entry stays marked while one of them shows. */
const sectionOf: Partial<Record<RouteHandle['name'], RouteName>> = {
  'view-items': 'my-items',
  'add-item': 'my-items',
  'edit-item': 'my-items',
  'my-order-detail': 'my-orders',
  'my-order-invoice': 'my-orders',
  'my-credit-note': 'customer-orders',
  'admin-user': 'admin-users',
  'admin-payment': 'admin-payments',
  'admin-order': 'admin-orders',
};

export function AppDashboardLayout() {
  const { isAdmin } = useAuth();
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.name;
  const section = route ? (sectionOf[route] ?? route) : undefined;
  const labels = useMessages(dashboardNavMessages);
  const t = useMessages(shellMessages);
  const entries: ReadonlyArray<readonly [RouteName, keyof typeof labels]> = isAdmin ? adminNav : userNav;
  const nav = entries.map(([name, key]) => {
    const href = pathTo(name as 'dashboard');
    return { href, label: labels[key], active: name === section };
  });
  return (
    <PageLayout navbar={<AppNavbar />} footer={<AppFooter />}>
      <DashboardLayout items={nav} navLabel={isAdmin ? t.adminNav : t.accountNav}>
        <Outlet />
      </DashboardLayout>
    </PageLayout>
  );
}
