// The settings area (issue 15, the server's modules/users): the signed-in member's own details,
// each section of /settings saved on its own. The seed's calls (get-data, update-settings,
// post-bank-details, post-avatar, avatar) plus ours: the emailed email-change confirmation, a
// cancel of a pending change and the password change (docs/decisions/0032-settings.md).
import { dayNumber, todayInBrunei } from '../domain/dates';
import { preprocess, z } from './zod';
import { AVATAR_MAX_BYTES, auth, password } from './auth';
import { endpoint, messageBody } from './endpoint';
import { systemDetails } from './home';
import { avatar, districtInput, user } from './models';
import { multiLine, passwordText, singleLine } from './text';

// ─── Rules ───────────────────────────────────────────────────────────────────────────────────

export const BIO_MAX = 1_000;
const ADULT_AGE = 18;
/** Brunei's banks, offered as suggestions; another bank's name may be typed (decision 0032). */
export const bruneiBanks = [
  'BIBD (Bank Islam Brunei Darussalam)',
  'Baiduri Bank',
  'Standard Chartered Brunei',
  'TAIB (Perbadanan Tabung Amanah Islam Brunei)',
  'Maybank Brunei',
  'RHB Bank Brunei',
  'Bank of China (Hong Kong) Brunei',
] as const;
const ACCOUNT_NUMBER_MIN = 6;
const ACCOUNT_NUMBER_MAX = 20;

export const settingsMessages = {
  name: 'Enter your full name',
  dobInvalid: 'Enter a date like 1990-05-17',
  dobFuture: 'Your date of birth cannot be in the future',
  dobMinor: `You must be at least ${ADULT_AGE} years old to use Pinjam`,
  telephone: 'Enter a phone number of digits, e.g. +673 712 3456',
  bankName: 'Enter the name of your bank',
  accountNumber: `Enter the account number: ${ACCOUNT_NUMBER_MIN} to ${ACCOUNT_NUMBER_MAX} digits, nothing else`,
  emailTaken: 'This email is already registered.',
  wrongPassword: 'This is not your current password.',
} as const;

/** A date of birth: a real day, not in the future, at least 18 years ago (today in Brunei). */
export const dobInput = z.string({ error: settingsMessages.dobInvalid }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const today = todayInBrunei();
    // ISO dates compare as text; the 18th birthday of someone born on 29 February is 1 March.
    const adultIfBornBy = `${String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, '0')}${today.slice(4)}`;
    if (dayNumber(value) === null || value < '1900-01-01')
      ctx.addIssue({ code: 'custom', message: settingsMessages.dobInvalid });
    else if (value > today) ctx.addIssue({ code: 'custom', message: settingsMessages.dobFuture });
    else if (value > adultIfBornBy) ctx.addIssue({ code: 'custom', message: settingsMessages.dobMinor });
  }),
);

/**
 * A telephone: digits, optionally a leading + (e.g. +673), spaces, dashes and brackets between
 * them; 7 to 15 digits (Brunei's numbers have 7; an international one at most 15). Kept as typed.
 */
export const telephoneInput = z.string({ error: settingsMessages.telephone }).check(
  z.trim(),
  z.maxLength(30, { message: settingsMessages.telephone, abort: true }),
  z.refine(
    (v) =>
      v === '' || (/^\+?[0-9][0-9 ()-]*[0-9]$/.test(v) && /^\+?[0-9]{7,15}$/.test(v.replace(/[ ()-]/g, ''))),
    { message: settingsMessages.telephone },
  ),
);

const clearable = (max: number) => z.optional(singleLine({ max }));
const emailInput = auth.resendActivation.body.shape.email;
const newPassword = password.reset.body.shape.password;

/** Bank details (docs/product.md §3): the bank's name and the account number, digits only. */
export const bankDetailsInput = z.object({
  name: singleLine({
    min: 2,
    max: 100,
    required: settingsMessages.bankName,
    tooShort: settingsMessages.bankName,
  }),
  accountNumber: z.pipe(
    z.pipe(
      z.string({ error: settingsMessages.accountNumber }),
      z.transform((v) => v.replace(/[ -]/g, '')),
    ),
    z.string().check(
      z.regex(new RegExp(`^[0-9]{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`), {
        message: settingsMessages.accountNumber,
      }),
    ),
  ),
});

/**
 * The seed's settings payload. Every field may be left out: what is absent stays as it is, so
 * each section of the page sends only its own fields. A field sent blank is cleared, except the
 * name and the email, which cannot be. The email starts a change confirmed by a link sent to the
 * new address. `bank_name` and `account_number` are taken as post-bank-details takes them.
 */
export const settingsInput = z.object({
  name: z.optional(
    singleLine({
      min: 2,
      max: 100,
      required: settingsMessages.name,
      tooShort: settingsMessages.name,
    }),
  ),
  email: preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(emailInput),
  ),
  bio: z.optional(multiLine({ max: BIO_MAX })),
  dob: z.optional(
    preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.nullable(dobInput)),
  ),
  address_line_1: clearable(120),
  address_line_2: clearable(120),
  address_line_3: clearable(120),
  post_code: clearable(12),
  city: clearable(60),
  district: z.optional(preprocess((v) => (v === '' ? null : v), z.nullable(districtInput))),
  telephone: z.optional(telephoneInput),
  bank_name: z.optional(bankDetailsInput.shape.name),
  account_number: z.optional(bankDetailsInput.shape.accountNumber),
});

/** The password change: the current one, a new one (docs/product.md rules) and its confirmation. */
export const passwordChangeInput = z
  .object({
    current_password: passwordText({ max: 1000, required: 'Enter your current password' }),
    password: newPassword,
    password_confirmation: z.string({ message: 'Confirm your new password' }),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'The passwords do not match',
    }),
  );

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

/** Shown for a saved account number: its last four digits only (`•••• 4821`). */
export const maskAccountNumber = (digits: string) => `•••• ${digits.slice(-4)}`;

/** What the settings page shows (seed: get-data). Never the whole account number. */
export const settingsData = z.object({
  name: z.string(),
  email: z.string(),
  bio: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  // The address lines, post code, city, district and telephone, as the footer's details have them.
  ...z.omit(systemDetails, { country: true, email: true }).shape,
  bank_name: z.nullable(z.string()),
  /** `•••• 4821`, or null before bank details are saved. */
  account_number: z.nullable(z.string()),
  avatar,
  /** A change of email waiting for its link to be followed. */
  pending_email: z.nullable(z.string()),
});
export type SettingsData = z.infer<typeof settingsData>;

const settingsAnswer = z.object({ message: z.string(), data: settingsData, user });
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

export const accountSettings = {
  getData: endpoint({
    method: 'GET',
    path: '/api/user/get-data/',
    auth: 'user',
    tag: 'users',
    summary:
      "The caller's settings: profile, address, bank details (account number masked), pending email change",
    response: z.object({ data: settingsData }),
  }),
  updateSettings: endpoint({
    method: 'POST',
    path: '/api/user/update-settings/',
    auth: 'user',
    tag: 'users',
    summary:
      'Saves the settings fields sent (absent ones stay; blank ones are cleared); a new email is not changed but sent a confirmation link',
    body: settingsInput,
    response: settingsAnswer,
  }),
  bankDetails: endpoint({
    method: 'POST',
    path: '/api/user/post-bank-details/',
    auth: 'user',
    tag: 'users',
    summary: 'Saves the bank name and account number (answered masked, never logged)',
    body: bankDetailsInput,
    response: settingsAnswer,
  }),
  avatar: endpoint({
    method: 'POST',
    path: '/api/user/post-avatar/',
    auth: 'user',
    tag: 'users',
    summary: 'Replaces the avatar: checked by content, cropped square, re-encoded; the old file is removed',
    bodyType: 'multipart',
    // No text fields: the form is the image alone.
    body: z.object({}),
    files: { image: { maxBytes: AVATAR_MAX_BYTES, maxCount: 1, required: true, kind: 'image' } },
    response: settingsAnswer,
  }),
  getAvatar: endpoint({
    method: 'GET',
    path: '/api/user/avatar',
    auth: 'user',
    tag: 'users',
    summary: "The caller's avatar (seed: reads avatar); null when none is set",
    response: z.object({ avatar }),
  }),
  confirmEmail: endpoint({
    method: 'GET',
    path: '/api/user/confirm-email/:token',
    auth: 'none',
    tag: 'users',
    summary:
      'Follow the emailed email-change link; redirects to /settings?email=confirmed, or /email-token-invalid',
    params: z.object({ token: z.string().check(z.maxLength(1000)) }),
    status: 302,
  }),
  cancelEmailChange: endpoint({
    method: 'POST',
    path: '/api/user/cancel-email-change',
    auth: 'user',
    tag: 'users',
    summary: 'Withdraws a pending email change (its link stops working)',
    response: settingsAnswer,
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/api/user/update-password/',
    auth: 'user',
    tag: 'users',
    summary: "Changes the password (current one required); the caller's other sessions are signed out",
    body: passwordChangeInput,
    response: messageBody,
  }),
} as const;
