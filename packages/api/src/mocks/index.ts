// @pinjam/api/mocks: MSW handlers and typed fixtures, one folder per area (named as the server's
// modules), each with named scenarios (`default`, `empty`, `error`, `slow`…) for Storybook,
// Vitest and dev mode alike.
import { authHandlers, passwordHandlers } from './auth/handlers';
import { itemsHandlers } from './catalogue/handlers';
import { checkoutHandlers } from './checkout/handlers';
import { mailboxHandlers } from './dev/handlers';
import { advertImagesHandlers, helpersHandlers } from './home/handlers';
import { paymentsConfigHandlers, sandboxCardHandlers, sandboxPayPalHandlers } from './payments/handlers';
import { searchHandlers } from './search/handlers';
import { profileHandlers } from './users/handlers';
import { requestsHandlers } from './requests/handlers';
import { availabilityHandlers } from './requests/availability';
import { ordersHandlers } from './orders/handlers';
import { messagesHandlers } from './messages/handlers';
import { notificationsHandlers } from './notifications/handlers';
import { accountSettingsHandlers } from './account/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { activityHandlers } from './activity/handlers';
import { ratingsHandlers } from './ratings/handlers';
import { adminVerificationHandlers, verificationHandlers } from './verification/handlers';
import { adminFinanceHandlers, financeHandlers } from './finance/handlers';
import { adminDeliveriesHandlers } from './deliveries/handlers';
import { adminContentHandlers, adminSettingsHandlers } from './admin-content/handlers';
import { auditHandlers } from './audit/handlers';
import { adminUsersHandlers } from './admin-users/handlers';
import { adminOrdersHandlers } from './admin-orders/handlers';
import { adminPaymentsHandlers } from './admin-payments/handlers';

export * from './endpoint';
export { resetMocks } from './reset';
export * from './auth/handlers';
export * from './users/fixtures';
export * from './users/handlers';
export * from './account/fixtures';
export * from './account/handlers';
export * from './catalogue/fixtures';
export * from './catalogue/handlers';
export * from './search/fixtures';
export * from './search/handlers';
export * from './home/fixtures';
export * from './home/handlers';
export * from './dev/fixtures';
export * from './dev/handlers';
export * from './payments/fixtures';
export * from './payments/handlers';
export * from './requests/fixtures';
export * from './requests/handlers';
export * from './requests/availability';
export * from './orders/fixtures';
export * from './orders/handlers';
export * from './checkout/fixtures';
export * from './checkout/handlers';
export * from './messages/fixtures';
export * from './messages/handlers';
export * from './notifications/fixtures';
export * from './notifications/handlers';
export * from './dashboard/fixtures';
export * from './dashboard/handlers';
export * from './activity/fixtures';
export * from './activity/handlers';
export * from './ratings/fixtures';
export * from './ratings/handlers';
export * from './verification/fixtures';
export * from './verification/handlers';
export * from './finance/fixtures';
export * from './finance/handlers';
export * from './deliveries/fixtures';
export * from './deliveries/handlers';
export * from './admin-content/fixtures';
export * from './admin-content/handlers';
export * from './audit/fixtures';
export * from './audit/handlers';
export * from './admin-users/fixtures';
export * from './admin-users/handlers';
export * from './admin-orders/fixtures';
export * from './admin-orders/handlers';
export * from './admin-payments/fixtures';
export * from './admin-payments/handlers';

/**
 * Every resource's default scenario: the baseline for stories and client tests. A story replaces
 * one group by its key: `parameters: { msw: { handlers: { search: searchHandlers.empty } } }`.
 */
export const defaultHandlers = {
  auth: authHandlers.default,
  password: passwordHandlers.default,
  helpers: helpersHandlers.default,
  advertImages: advertImagesHandlers.default,
  items: itemsHandlers.default,
  search: searchHandlers.default,
  profile: profileHandlers.default,
  mailbox: mailboxHandlers.default,
  paymentsConfig: paymentsConfigHandlers.default,
  sandboxCard: sandboxCardHandlers.default,
  sandboxPayPal: sandboxPayPalHandlers.default,
  requests: requestsHandlers.default,
  availability: availabilityHandlers.default,
  orders: ordersHandlers.default,
  checkout: checkoutHandlers.default,
  messages: messagesHandlers.default,
  notifications: notificationsHandlers.default,
  dashboard: dashboardHandlers.default,
  activity: activityHandlers.default,
  ratings: ratingsHandlers.default,
  account: accountSettingsHandlers.default,
  verification: verificationHandlers.default,
  adminVerification: adminVerificationHandlers.default,
  finance: financeHandlers.default,
  adminFinance: adminFinanceHandlers.default,
  adminDeliveries: adminDeliveriesHandlers.default,
  adminContent: adminContentHandlers.default,
  adminSettings: adminSettingsHandlers.default,
  audit: auditHandlers.default,
  adminUsers: adminUsersHandlers.default,
  adminOrders: adminOrdersHandlers.default,
  adminPayments: adminPaymentsHandlers.default,
};
