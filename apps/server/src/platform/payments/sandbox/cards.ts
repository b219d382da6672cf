import type { cardBrands } from '@pinjam/api/contract';

// The sandbox's test cards: Stripe's numbers, with Stripe's outcomes (docs.stripe.com/testing).

type Brand = (typeof cardBrands)[number];

const BRANDS: Array<[RegExp, Brand]> = [
  [/^4/, 'visa'],
  [/^(5[1-5]|2[2-7])/, 'mastercard'],
  [/^3[47]/, 'amex'],
  [/^(6011|65|64[4-9])/, 'discover'],
  [/^35/, 'jcb'],
  [/^62/, 'unionpay'],
];

export const brandOf = (digits: string): Brand => BRANDS.find(([re]) => re.test(digits))?.[1] ?? 'unknown';

/** Declined when authorised, not when tokenised, as Stripe does. */
const DECLINED = new Set(['4000000000000002', '4000000000009995', '4000000000009987']);
/** The bank asks the holder to confirm first (3-D Secure required). */
const CONFIRMATION = new Set(['4000002760003184', '4000002500003155']);

export interface TestCard {
  brand: Brand;
  last4: string;
  outcome: 'succeed' | 'decline';
  confirmation: 'not_needed' | 'pending';
}

/** What a (Luhn-valid) number does in the sandbox: any number not listed succeeds. */
export function testCard(digits: string): TestCard {
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    outcome: DECLINED.has(digits) ? 'decline' : 'succeed',
    confirmation: CONFIRMATION.has(digits) ? 'pending' : 'not_needed',
  };
}

/** Stripe's server-side test PaymentMethods, accepted as tokens as they are. */
export const STRIPE_TEST_METHODS: Record<string, Pick<TestCard, 'brand' | 'last4' | 'outcome'>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'decline' },
};
