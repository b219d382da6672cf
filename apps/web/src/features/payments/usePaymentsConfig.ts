import { keyOf, payments, useEndpoint } from '@pinjam/api';

/** Which card form and which PayPal the checkout shows (GET /api/payments/config). */
export const usePaymentsConfig = () => useEndpoint(keyOf(payments.config), payments.config);
