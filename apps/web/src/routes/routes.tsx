import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@pinjam/ui';
import { RootLayout } from '../layouts/RootLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { AppDashboardLayout } from '../layouts/AppDashboardLayout';
import { paths, type RouteName } from './paths';
import { routeTable, type RouteEntry } from './table';

type Loader = () => Promise<{ default: ComponentType }>;

/** Every page is its own chunk: the home page's first load carries no other page. */
const lazy = (load: Loader) => async () => ({ Component: (await load()).default });

const dashboardPage: Loader = () => import('../pages/dashboard/DashboardPage/DashboardPage');
const notFound: Loader = () => import('../pages/errors/NotFoundPage/NotFoundPage');

/** Each route's page (every route has one: none says "coming soon"). */
const pages: Record<RouteName, Loader> = {
  home: () => import('../pages/home/HomePage/HomePage'),
  search: () => import('../pages/search/SearchPage/SearchPage'),
  'view-item': () => import('../pages/item/ViewItemPage/ViewItemPage'),
  signup: () => import('../pages/auth/SignupPage/SignupPage'),
  login: () => import('../pages/auth/LoginPage/LoginPage'),
  'password-reset': () => import('../pages/auth/PasswordResetPage/PasswordResetPage'),
  'password-reset-request': () => import('../pages/auth/PasswordResetRequestPage/PasswordResetRequestPage'),
  'email-activated': () => import('../pages/auth/EmailActivatedPage/EmailActivatedPage'),
  'email-token-invalid': () => import('../pages/auth/EmailTokenInvalidPage/EmailTokenInvalidPage'),
  'signup-success': () => import('../pages/auth/SignupSuccessPage/SignupSuccessPage'),
  'about-us': () => import('../pages/info/AboutUsPage/AboutUsPage'),
  'how-it-works': () => import('../pages/info/HowItWorksPage/HowItWorksPage'),
  faq: () => import('../pages/info/FaqPage/FaqPage'),
  'terms-of-service': () => import('../pages/info/TermsOfServicePage/TermsOfServicePage'),
  'privacy-policy': () => import('../pages/info/PrivacyPolicyPage/PrivacyPolicyPage'),
  'shopping-cart': () => import('../pages/cart/CartPage/CartPage'),
  checkout: () => import('../pages/checkout/CheckoutPage/CheckoutPage'),
  'checkout-paypal': () => import('../pages/checkout/PayPalSandboxPage/PayPalSandboxPage'),
  'dev-mailbox': () => import('../pages/dev/DevMailboxPage/DevMailboxPage'),
  profile: () => import('../pages/profile/ProfilePage/ProfilePage'),
  dashboard: dashboardPage,
  'my-settings': () => import('../pages/settings/SettingsPage/SettingsPage'),
  'my-items': () => import('../pages/items/MyItemsPage/MyItemsPage'),
  'view-items': () => import('../pages/items/ViewItemsPage/ViewItemsPage'),
  'add-item': () => import('../pages/items/AddItemPage/AddItemPage'),
  'edit-item': () => import('../pages/items/EditItemPage/EditItemPage'),
  messages: () => import('../pages/messages/MessagesPage/MessagesPage'),
  'my-orders': () => import('../pages/orders/MyOrdersPage/MyOrdersPage'),
  'my-order-detail': () => import('../pages/orders/OrderDetailPage/OrderDetailPage'),
  'my-order-invoice': () => import('../pages/documents/InvoicePage/InvoicePage'),
  'customer-orders': () => import('../pages/orders/CustomerOrdersPage/CustomerOrdersPage'),
  'my-credit-note': () => import('../pages/documents/CreditNotePage/CreditNotePage'),
  'my-requests': () => import('../pages/requests/MyRequestsPage/MyRequestsPage'),
  'customer-requests': () => import('../pages/requests/CustomerRequestsPage/CustomerRequestsPage'),
  'my-activity': () => import('../pages/activity/ActivityPage/ActivityPage'),
  'my-finance': () => import('../pages/finance/FinancePage/FinancePage'),
  'my-ratings': () => import('../pages/ratings/RatingsPage/RatingsPage'),
  verification: () => import('../pages/verification/VerificationPage/VerificationPage'),
  'admin-users': () => import('../pages/admin/AdminUsersPage/AdminUsersPage'),
  'admin-user': () => import('../pages/admin/AdminUserPage/AdminUserPage'),
  'admin-user-verification': () => import('../pages/admin/AdminVerificationPage/AdminVerificationPage'),
  'admin-deliveries': () => import('../pages/admin/AdminDeliveriesPage/AdminDeliveriesPage'),
  'admin-finances': () => import('../pages/admin/AdminFinancesPage/AdminFinancesPage'),
  'admin-settings': () => import('../pages/admin/AdminSettingsPage/AdminSettingsPage'),
  'admin-payments': () => import('../pages/admin/AdminPaymentsPage/AdminPaymentsPage'),
  'admin-payment': () => import('../pages/admin/AdminPaymentPage/AdminPaymentPage'),
  'admin-adverts': () => import('../pages/admin/AdminAdvertsPage/AdminAdvertsPage'),
  'admin-audit': () => import('../pages/admin/AdminAuditPage/AdminAuditPage'),
  'admin-orders': () => import('../pages/admin/AdminOrdersPage/AdminOrdersPage'),
  'admin-order': () => import('../pages/admin/AdminOrderPage/AdminOrderPage'),
};

/** A route of the table (table.ts) with its page's chunk. */
function route({ layout: _, ...handle }: RouteEntry): RouteObject {
  const path = paths[handle.name];
  const load = lazy(pages[handle.name]);
  return path === '/' ? { index: true, handle, lazy: load } : { path, handle, lazy: load };
}

const inLayout = (layout: RouteEntry['layout']) => routeTable.filter((r) => r.layout === layout).map(route);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [...inLayout('public'), { path: '*', handle: { name: 'not-found' }, lazy: lazy(notFound) }],
      },
      { element: <AppDashboardLayout />, children: inLayout('dashboard') },
    ],
  },
];
