import { i18n, params } from '@pinjam/ui';

/** The card form's texts around the ui CardForm (which has its own labels). */
export const paymentMessages = i18n('Payments', {
  loadingConfig: 'Loading the card form',
  configFailed: 'The card form could not be loaded. Check your connection and try again, or pay with PayPal.',
  retry: 'Try again',
  bankNote: 'Sandbox: this stands in for your bank’s own page. Nothing real is charged.',
  bankRefused: 'Your bank did not confirm this card. Use another card, or pay with PayPal.',
  bankCancelled:
    'You cancelled your bank’s check, so the card cannot be used. Try again or use another card.',
  stripeLabel: 'Card',
  stripeLoading: 'Loading Stripe’s secure card field',
  stripeFailed: 'Stripe’s card field could not be loaded. Check your connection, or pay with PayPal.',
  cardEnding: params('{brand} ending in {last4}'),
});
