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
  home: () => import('../pages/home/HomePage'),
  aboutUs: () => import('../pages/info/AboutUsPage'),
  howItWorks: () => import('../pages/info/HowItWorksPage'),
  faq: () => import('../pages/info/FaqPage'),
  terms: () => import('../pages/info/TermsOfServicePage'),
  privacy: () => import('../pages/info/PrivacyPolicyPage'),
  search: () => import('../pages/search/SearchPage'),
  viewItem: () => import('../pages/item/ViewItemPage'),
  profile: () => import('../pages/profile/ProfilePage'),
  myItems: () => import('../pages/items/MyItemsPage'),
  viewItems: () => import('../pages/items/ViewItemsPage'),
  addItem: () => import('../pages/items/AddItemPage'),
  editItem: () => import('../pages/items/EditItemPage'),
} satisfies Record<string, Loader>;

function route(name: RouteName, load: Loader = comingSoon, flags: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { name, ...flags };
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
          route('home', page.home),
          route('search', page.search),
          route('view-item', page.viewItem),
          route('signup', page.signup, guest),
          route('login', page.login, guest),
          route('password-reset', page.passwordReset),
          route('password-reset-request', page.passwordResetRequest),
          route('email-activated', page.emailActivated),
          route('email-token-invalid', page.emailTokenInvalid),
          route('signup-success', page.signupSuccess),
          route('about-us', page.aboutUs),
          route('how-it-works', page.howItWorks),
          route('faq', page.faq),
          route('terms-of-service', page.terms),
          route('privacy-policy', page.privacy),
          route('shopping-cart', () => import('../pages/cart/CartPage')),
          route('checkout', comingSoon, user),
          route('checkout-paypal', comingSoon, user),
          route('dev-mailbox', page.devMailbox),
          route('profile', page.profile, user),
          { path: '*', handle: { name: 'not-found' }, lazy: lazy(notFound) },
        ],
      },
      {
        element: <AppDashboardLayout />,
        children: [
          route('dashboard', dashboardPage, user),
          route('my-settings', comingSoon, user),
          route('my-items', page.myItems, user),
          route('view-items', page.viewItems, user),
          route('add-item', page.addItem, user),
          route('edit-item', page.editItem, user),
          route('messages', comingSoon, user),
          route('my-orders', comingSoon, user),
          route('my-order-detail', comingSoon, user),
          route('my-order-invoice', comingSoon, user),
          route('customer-orders', comingSoon, user),
          route('my-credit-note', comingSoon, user),
          route('my-requests', comingSoon, user),
          route('customer-requests', comingSoon, user),
          route('my-activity', comingSoon, user),
          route('my-finance', comingSoon, user),
          route('my-ratings', comingSoon, user),
          route('verification', comingSoon, user),
          route('admin-users', comingSoon, admin),
          route('admin-user', comingSoon, admin),
          route('admin-user-verification', comingSoon, admin),
          route('admin-deliveries', comingSoon, admin),
          route('admin-finances', comingSoon, admin),
          route('admin-settings', comingSoon, admin),
          route('admin-payments', comingSoon, admin),
          route('admin-payment', comingSoon, admin),
          route('admin-adverts', comingSoon, admin),
          route('admin-orders', comingSoon, admin),
          route('admin-order', comingSoon, admin),
        ],
      },
    ],
  },
];
