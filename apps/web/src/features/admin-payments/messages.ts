import { i18n } from '@pinjam/ui';

/** A payment's words shared by the admin's list and detail (decision 0042). */
export const paymentWords = i18n('PaymentWords', {
  provider_sandbox: 'Sandbox',
  provider_stripe: 'Stripe',
  provider_paypal: 'PayPal',
  method_card: 'Card',
  method_paypal: 'PayPal',
  purpose_order: 'Order',
  purpose_deposit: 'Deposit',
  status_requires_approval: 'Awaiting approval',
  status_authorised: 'Held',
  status_captured: 'Captured',
  status_voided: 'Released',
  status_partially_refunded: 'Partly refunded',
  status_refunded: 'Refunded',
  status_cancelled: 'Cancelled',
});
