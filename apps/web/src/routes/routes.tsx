import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@pinjam/ui';
import { RootLayout } from '../layouts/RootLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { AppDashboardLayout } from '../layouts/AppDashboardLayout';
import { paths, type RouteHandle, type RouteName } from './paths';

type Loader = () => Promise<{ default: ComponentType }>;

/** Every page is its own chunk: the home page's first load carries no other page. */
const lazy = (load: Loader) => async () => ({ Component: (await load()).default });

const comingSoon: Loader = () => import('../pages/ComingSoonPage');
const dashboardPage: Loader = () => import('../pages/DashboardPage');
const notFound: Loader = () => import('../pages/NotFoundPage');

const page = {
  login: () => import('../pages/auth/LoginPage'),
  signup: () => import('../pages/auth/SignupPage'),
  signupSuccess: () => import('../pages/auth/SignupSuccessPage'),
  emailActivated: () => import('../pages/auth/EmailActivatedPage'),
  emailTokenInvalid: () => import('../pages/auth/EmailTokenInvalidPage'),
  passwordReset: () => import('../pages/auth/PasswordResetPage'),
  passwordResetRequest: () => import('../pages/auth/PasswordResetRequestPage'),
  devMailbox: () => import('../pages/DevMailboxPage'),
} satisfies Record<string, Loader>;

function route(name: RouteName, title: string, load: Loader = comingSoon, flags: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { name, title, ...flags };
  const path = paths[name];
  return path === '/' ? { index: true, handle, lazy: lazy(load) } : { path, handle, lazy: lazy(load) };
}

const user = { requiresAuth: true } as const;
const admin = { requiresAuth: true, requiresAdmin: true } as const;
const guest = { guestOnly: true } as const;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          route('home', 'Rent, buy and sell in Brunei'),
          route('search', 'Browse items'),
          route('view-item', 'Item'),
          route('signup', 'Sign up', page.signup, guest),
          route('login', 'Log in', page.login, guest),
          route('password-reset', 'Reset your password', page.passwordReset),
          route('password-reset-request', 'Choose a new password', page.passwordResetRequest),
          route('email-activated', 'Account activated', page.emailActivated),
          route('email-token-invalid', 'Link expired', page.emailTokenInvalid),
          route('signup-success', 'Check your email', page.signupSuccess),
          route('about-us', 'About us'),
          route('how-it-works', 'How it works'),
          route('faq', 'FAQ'),
          route('terms-of-service', 'Terms of service'),
          route('privacy-policy', 'Privacy policy'),
          route('shopping-cart', 'Your cart'),
          route('checkout', 'Checkout', comingSoon, user),
          route('checkout-paypal', 'PayPal', comingSoon, user),
          route('dev-mailbox', 'Dev mailbox', page.devMailbox),
          route('profile', 'Profile', comingSoon, user),
          { path: '*', handle: { name: 'home', title: 'Page not found' }, lazy: lazy(notFound) },
        ],
      },
      {
        element: <AppDashboardLayout />,
        children: [
          route('dashboard', 'Dashboard', dashboardPage, user),
          route('my-settings', 'Settings', comingSoon, user),
          route('my-items', 'My items', comingSoon, user),
          route('view-items', 'Manage items', comingSoon, user),
          route('add-item', 'List an item', comingSoon, user),
          route('edit-item', 'Edit item', comingSoon, user),
          route('messages', 'Messages', comingSoon, user),
          route('my-orders', 'My orders', comingSoon, user),
          route('my-order-detail', 'Order details', comingSoon, user),
          route('my-order-invoice', 'Invoice', comingSoon, user),
          route('customer-orders', 'Customer orders', comingSoon, user),
          route('my-credit-note', 'Credit note', comingSoon, user),
          route('my-requests', 'My requests', comingSoon, user),
          route('customer-requests', 'Customer requests', comingSoon, user),
          route('my-activity', 'Activity', comingSoon, user),
          route('my-finance', 'Finance', comingSoon, user),
          route('my-ratings', 'Ratings', comingSoon, user),
          route('verification', 'Verification', comingSoon, user),
          route('admin-users', 'Users', comingSoon, admin),
          route('admin-user', 'User', comingSoon, admin),
          route('admin-user-verification', 'User verification', comingSoon, admin),
          route('admin-deliveries', 'Deliveries', comingSoon, admin),
          route('admin-finances', 'Finances', comingSoon, admin),
          route('admin-settings', 'Settings', comingSoon, admin),
          route('admin-payments', 'Payments', comingSoon, admin),
          route('admin-payment', 'Payment', comingSoon, admin),
          route('admin-adverts', 'Adverts and banners', comingSoon, admin),
          route('admin-orders', 'Orders', comingSoon, admin),
          route('admin-order', 'Order', comingSoon, admin),
        ],
      },
    ],
  },
];
