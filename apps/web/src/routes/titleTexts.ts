import type { RouteHandle } from './paths';

/**
 * Each route's title in the base language: the tab's title, and the heading of pages not built
 * yet. Plain data (titles.ts hands it to the i18n layer), so the server can title the pages it
 * answers without the app (the build's routes.js).
 */
export const routeTitleTexts = {
  home: 'Rent, buy and sell in Brunei',
  search: 'Browse items',
  'view-item': 'Item',
  signup: 'Sign up',
  login: 'Log in',
  'password-reset': 'Reset your password',
  'password-reset-request': 'Choose a new password',
  'email-activated': 'Account activated',
  'email-token-invalid': 'Link expired',
  'signup-success': 'Check your email',
  'about-us': 'About us',
  'how-it-works': 'How it works',
  faq: 'FAQ',
  'terms-of-service': 'Terms of service',
  'privacy-policy': 'Privacy policy',
  'shopping-cart': 'Your cart',
  checkout: 'Checkout',
  'checkout-paypal': 'PayPal',
  'dev-mailbox': 'Dev mailbox',
  profile: 'Profile',
  dashboard: 'Dashboard',
  'my-settings': 'Settings',
  'my-items': 'My items',
  'view-items': 'Manage items',
  'add-item': 'List an item',
  'edit-item': 'Edit item',
  messages: 'Messages',
  'my-orders': 'My orders',
  'my-order-detail': 'Order details',
  'my-order-invoice': 'Invoice',
  'customer-orders': 'Customer orders',
  'my-credit-note': 'Credit note',
  'my-requests': 'My requests',
  'customer-requests': 'Customer requests',
  'my-activity': 'Activity',
  'my-finance': 'Finance',
  'my-ratings': 'Ratings',
  verification: 'Verification',
  'admin-users': 'Users',
  'admin-user': 'User',
  'admin-user-verification': 'User verification',
  'admin-deliveries': 'Deliveries',
  'admin-finances': 'Finances',
  'admin-settings': 'Settings',
  'admin-payments': 'Payments',
  'admin-payment': 'Payment',
  'admin-adverts': 'Adverts and banners',
  'admin-audit': 'Audit trail',
  'admin-orders': 'Orders',
  'admin-order': 'Order',
  'not-found': 'Page not found',
} satisfies Record<RouteHandle['name'], string>;

/** Titles a page gives itself from what it shows (titles.ts; the server titles a search with them). */
export const pageTitleTexts = {
  search: 'Search: {q}',
} as const;

export const SITE_NAME = 'Pinjam';

/** The tab's title: the page's own, then the site's name ('Siti Rahman · Pinjam'). */
export const documentTitle = (title?: string | null): string =>
  title ? `${title} · ${SITE_NAME}` : SITE_NAME;
