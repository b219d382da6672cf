import { i18n, params } from '@pinjam/ui';

/** The app shell's own texts: page panels, the dashboard, the dev mailbox. */
export const shellMessages = i18n('AppShell', {
  appName: 'Pinjam',
  notFoundTitle: '404 - Page not found',
  notFoundText: 'The page you were looking for has moved or never existed.',
  backHome: 'Back to the home page',
  welcome: params('Welcome, {name}'),
  accountNav: 'Your account',
  adminNav: 'Administration',
  mailboxLoading: 'Loading the mailbox',
  mailboxOffTitle: 'The dev mailbox is off',
  mailboxOffText: 'This server sends real email (SMTP_URL is set), so there is nothing to show here.',
  mailboxTitle: 'Dev mailbox',
  mailboxIntro: 'Emails the server would have sent, newest first. This page exists only without SMTP.',
  mailboxEmptyTitle: 'No emails yet',
  mailboxEmptyText: 'Sign up or ask for a password reset and the email appears here.',
  mailboxTo: params('To {to}'),
  loginToCheckOut: 'Log in to check out. Your cart is kept for you.',
});

/** The dashboard's side navigation labels. */
export const dashboardNavMessages = i18n('DashboardNav', {
  dashboard: 'Dashboard',
  myItems: 'My items',
  myRequests: 'My requests',
  customerRequests: 'Customer requests',
  myOrders: 'My orders',
  customerOrders: 'Customer orders',
  messages: 'Messages',
  finance: 'Finance',
  ratings: 'Ratings',
  activity: 'Activity',
  verification: 'Verification',
  settings: 'Settings',
  users: 'Users',
  orders: 'Orders',
  deliveries: 'Deliveries',
  payments: 'Payments',
  finances: 'Finances',
  adverts: 'Adverts and banners',
  audit: 'Audit trail',
});
