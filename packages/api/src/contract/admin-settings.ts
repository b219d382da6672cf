// The admin's settings (issue 17, decision 0039; the server's modules/admin-content): the
// company details the footer shows, the admin's own password, and the marketplace's settings
// (delivery fee, commission, its name and contact email as emails sign off, the days a seller has
// to dispatch an order). The payout date is the finance area's (`adminFinance.payoutDate`); the
// settings page shows and sets it through it.
import { preprocess, z } from './zod';
import { auth, password } from './auth';
import { endpoint, messageBody } from './endpoint';
import { systemDetails } from './home';
import { wholeNumber } from './numbers';
import { telephoneInput } from './account';
import { passwordText, singleLine } from './text';

/** B$1,000 a delivery, in cents: a fee above it is surely a typo. */
export const DELIVERY_FEE_MAX_CENTS = 100_000;
export const COMMISSION_MAX_BPS = 10_000;
/** The booking window, in months ahead (issue 24): two years at most. */
export const BOOKING_WINDOW_MONTHS = { min: 1, max: 24 } as const;
/** The longest rental of an item with no maximum, in days (issue 24): a year at most, as an owner's. */
export const LONGEST_RENTAL_DAYS = { min: 1, max: 365 } as const;
/** The days a seller has to dispatch or hand over an order (3 unless the admin changes it). */
export const DISPATCH_DAYS = { min: 1, max: 30 } as const;

export const adminSettingsMessages = {
  deliveryFee: 'Enter a fee of B$0.00 to B$1,000.00',
  commission: 'Enter a rate from 0 % to 100 %',
  bookingWindow: 'Enter 1 to 24 months',
  longestRental: 'Enter 1 to 365 days',
  marketplaceName: 'Enter the marketplace’s name',
  dispatchDays: 'Enter a whole number of days from 1 to 30',
  wrongPassword: 'This is not your current password.',
  detailsSaved: 'The company details are saved.',
  settingsSaved: 'The marketplace settings are saved.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
} as const;

const clearable = (max: number) =>
  preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.nullable(singleLine({ max })));
const emailInput = auth.resendActivation.body.shape.email;

/** The company details (seed: update-details): each field sent is saved, blank clears it. */
export const detailsInput = z.object({
  address_line_1: z.optional(clearable(120)),
  address_line_2: z.optional(clearable(120)),
  address_line_3: z.optional(clearable(120)),
  post_code: z.optional(clearable(12)),
  city: z.optional(clearable(60)),
  district: z.optional(clearable(60)),
  country: z.optional(clearable(60)),
  telephone: z.optional(
    preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.nullable(telephoneInput)),
  ),
  email: z.optional(
    preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.nullable(emailInput)),
  ),
});

/** The seed's admin password change: the current one, a new one and its confirmation. */
export const adminPasswordInput = z
  .object({
    password: passwordText({ max: 1000, required: 'Enter your current password' }),
    newPassword: password.reset.body.shape.password,
    newPassword_confirmation: z.string({ message: 'Confirm your new password' }),
  })
  .check(
    z.refine((v) => v.newPassword === v.newPassword_confirmation, {
      path: ['newPassword_confirmation'],
      message: 'The passwords do not match',
    }),
  );

export const marketplaceSettings = z.object({
  /** Charged once per order with delivery, in cents. */
  delivery_fee: z.int(),
  /** The platform's share of each seller line, in basis points (1000 = 10 %). */
  commission_bps: z.int(),
  /** The next payout date (YYYY-MM-DD), set through the finance area's update-payout-date. */
  payout_date: z.nullable(z.string()),
  marketplace_name: z.string(),
  contact_email: z.string(),
  /** How far ahead a rental may reach, in months. */
  booking_window_months: z.int(),
  /** The longest rental of an item whose owner set no maximum, in days. */
  longest_rental_days: z.int(),
  /**
   * Days a seller has to dispatch or hand over an order after payment (a rental: after its first
   * day) before it is cancelled and refunded by itself.
   */
  dispatch_days: z.int(),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettings>;

/** What the settings form sends: any of the fields (the others stay). Money in cents, rates in bps. */
export const marketplaceSettingsInput = z.object({
  delivery_fee: z.optional(
    wholeNumber({
      min: 0,
      max: DELIVERY_FEE_MAX_CENTS,
      invalid: adminSettingsMessages.deliveryFee,
    }),
  ),
  commission_bps: z.optional(
    wholeNumber({
      min: 0,
      max: COMMISSION_MAX_BPS,
      invalid: adminSettingsMessages.commission,
    }),
  ),
  marketplace_name: z.optional(
    singleLine({
      min: 1,
      max: 60,
      required: adminSettingsMessages.marketplaceName,
    }),
  ),
  contact_email: z.optional(emailInput),
  booking_window_months: z.optional(
    wholeNumber({ ...BOOKING_WINDOW_MONTHS, invalid: adminSettingsMessages.bookingWindow }),
  ),
  longest_rental_days: z.optional(
    wholeNumber({ ...LONGEST_RENTAL_DAYS, invalid: adminSettingsMessages.longestRental }),
  ),
  dispatch_days: z.optional(wholeNumber({ ...DISPATCH_DAYS, invalid: adminSettingsMessages.dispatchDays })),
});

export const adminSettings = {
  details: endpoint({
    method: 'GET',
    path: '/api/admin/get-details',
    auth: 'admin',
    tag: 'admin-settings',
    summary:
      "The company's details as the footer shows them (seed: reads details; every field null until set)",
    response: z.object({ details: systemDetails }),
  }),
  updateDetails: endpoint({
    method: 'POST',
    path: '/api/admin/update-details/',
    auth: 'admin',
    tag: 'admin-settings',
    summary: 'Saves the company details sent (blank clears a field); the footer shows them within seconds',
    body: detailsInput,
    response: z.object({ message: z.string(), details: systemDetails }),
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/api/admin/update-password/',
    auth: 'admin',
    tag: 'admin-settings',
    summary:
      "Changes the admin's password: a wrong current one is a 422 beside it, ten in a row a 429; the admin's other sessions end",
    body: adminPasswordInput,
    response: messageBody,
  }),
  marketplace: endpoint({
    method: 'GET',
    path: '/api/admin/marketplace-settings',
    auth: 'admin',
    tag: 'admin-settings',
    summary:
      "The marketplace's delivery fee, commission, payout date, name, contact email, booking window and longest rental",
    response: z.object({ settings: marketplaceSettings }),
  }),
  updateMarketplace: endpoint({
    method: 'POST',
    path: '/api/admin/marketplace-settings',
    auth: 'admin',
    tag: 'admin-settings',
    summary:
      'Saves the fields sent: the delivery fee in cents (0 to B$1,000), the commission in basis points (0–10000), the name and contact email emails sign off with, the booking window (1–24 months) and the longest rental of an item without maximum (1–365 days)',
    body: marketplaceSettingsInput,
    response: z.object({ message: z.string(), settings: marketplaceSettings }),
  }),
} as const;
