import type { CardToken, PaymentsConfig, SandboxPayPalPayment } from '../../contract/payments';

/** The built-in sandbox for both methods: what `npm start` gives. */
export const sandboxConfig: PaymentsConfig = {
  card: { provider: 'sandbox' },
  paypal: { provider: 'sandbox' },
};

/** Stripe.js for cards and PayPal itself, as a configured server answers. */
export const providersConfig: PaymentsConfig = {
  card: { provider: 'stripe', publishable_key: 'pk_test_51PinjamExampleKey' },
  paypal: { provider: 'paypal' },
};

/** The sandbox's test cards, as the card form's stories type them. */
export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirmation: '4000 0027 6000 3184',
} as const;

export const visaToken: CardToken = {
  token: 'tok_sbx_4242visa',
  brand: 'visa',
  last4: '4242',
  requires_confirmation: false,
};

export const confirmationToken: CardToken = {
  token: 'tok_sbx_3184confirm',
  brand: 'visa',
  last4: '3184',
  requires_confirmation: true,
};

/** One purchase from one seller and one three-day rental, waiting on the PayPal page. */
export const payPalPayment: SandboxPayPalPayment = {
  id: 'pay_01JDEMO0PAYPAL',
  amount: 23_500,
  currency: 'BND',
  description: 'Pinjam checkout: 1 order, 1 rental request',
  lines: [
    { description: 'Order from Siti Rahmah: Canon EOS R6 camera body', amount: 20_500 },
    { description: 'Rental: DJI Mini 4 Pro, 3 days (held until the owner accepts)', amount: 3_000 },
  ],
  status: 'awaiting_approval',
};

/** Where the page goes after approve or cancel (the checkout's return and cancel URLs). */
export const payPalReturnUrl = `/checkout?paypal=approved&payment_id=${payPalPayment.id}`;
export const payPalCancelUrl = `/checkout?paypal=cancelled&payment_id=${payPalPayment.id}`;
