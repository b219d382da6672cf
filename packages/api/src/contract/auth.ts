import { z } from './zod';
import { endpoint, messageBody } from './endpoint';
import { session } from './models';
import { linkToken, passwordText, singleLine } from './text';

export const PASSWORD_MIN = 8;
const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email({ message: 'Enter a valid email address' }).check(z.maxLength(254)),
);
const passwordField = passwordText({ min: PASSWORD_MIN, max: 200, required: 'Enter a password' });

/** Signup's text fields; the confirmation must match (checked by the server, docs/product.md §5). */
export const signupFields = z
  .object({
    email,
    name: singleLine({
      min: 2,
      max: 100,
      required: 'Enter your full name',
      tooShort: 'Enter your full name',
    }),
    password: passwordField,
    password_confirmation: z.string({ message: 'Confirm your password' }),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'The passwords do not match',
    }),
  );

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const auth = {
  signup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'none',
    tag: 'auth',
    summary:
      'Create an inactive account and email an activation link; an address that has an account gets the same answer and its owner an email (log in or reset, or a new activation link)',
    bodyType: 'multipart',
    body: signupFields,
    files: { avatar: { maxBytes: AVATAR_MAX_BYTES, maxCount: 1, required: false, kind: 'image' } },
    response: messageBody,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    tag: 'auth',
    summary: 'Exchange email and password for a bearer token',
    // Longer than a new password may be: accounts made by the create-admin CLI have no upper bound.
    body: z.object({ email, password: passwordText({ max: 1000, required: 'Enter your password' }) }),
    response: session,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    auth: 'user',
    tag: 'auth',
    summary: 'Replace the bearer token with a fresh one (the old one is revoked)',
    response: session,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'user',
    tag: 'auth',
    summary: 'Revoke the bearer token',
    response: messageBody,
  }),
  activate: endpoint({
    method: 'GET',
    path: '/api/auth/activate/:token',
    auth: 'none',
    tag: 'auth',
    summary: 'Follow the emailed activation link; redirects to /email-activated or /email-token-invalid',
    // Opened by a browser from an email: any damaged token lands on the invalid-link page (the
    // handler only ever compares its hash), never on a JSON error.
    params: z.object({ token: z.string().check(z.maxLength(1000)) }),
    status: 302,
  }),
  resendActivation: endpoint({
    method: 'POST',
    path: '/api/auth/resend-activation',
    auth: 'none',
    tag: 'auth',
    summary: 'Email a new activation link (answers the same whether or not the account exists)',
    body: z.object({ email }),
    response: messageBody,
  }),
} as const;

export const password = {
  create: endpoint({
    method: 'POST',
    path: '/api/password/create/',
    auth: 'none',
    public: true,
    tag: 'auth',
    summary: 'Email a password reset link (answers the same whether or not the email exists)',
    body: z.object({ email }),
    response: messageBody,
  }),
  find: endpoint({
    method: 'GET',
    path: '/api/password/find/:token',
    auth: 'none',
    public: true,
    tag: 'auth',
    summary: 'Check a reset token; 404 when unknown, used or expired',
    params: z.object({ token: linkToken }),
    response: z.object({ email: z.string(), token: z.string() }),
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/password/reset/',
    auth: 'none',
    public: true,
    tag: 'auth',
    summary: "Set a new password; answers 'password updated successfully'",
    body: z
      .object({
        email,
        token: linkToken,
        password: passwordField,
        password_confirmation: z.string({ message: 'Confirm your password' }),
      })
      .check(
        z.refine((v) => v.password === v.password_confirmation, {
          path: ['password_confirmation'],
          message: 'The passwords do not match',
        }),
      ),
    response: messageBody,
  }),
} as const;

export const PASSWORD_UPDATED = 'password updated successfully';

/** `code` of the login refusals a screen treats specially (both answer 403). */
export const errorCodes = {
  /** The account exists but was never activated: offer to resend the link. */
  accountInactive: 'account_inactive',
  /** An admin disabled the account. */
  accountDisabled: 'account_disabled',
  /** Offering an item for rent needs an approved identity verification (403). */
  verificationRequired: 'verification_required',
} as const;

/** Wrong email or password: a 422 with this message, also under `errors.email`. */
export const BAD_CREDENTIALS = 'These credentials do not match our records.';
