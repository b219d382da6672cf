import { HttpResponse } from 'msw';
import { contract, PASSWORD_UPDATED } from '../../contract';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { sessionFor, users } from '../users/accounts';
import { accountHandlers } from '../users/handlers';

const { auth, password } = contract;

/**
 * Named scenarios per resource (conventions: `default`, `empty`, `error`, `slow`…). A story picks
 * one group: `parameters: { msw: { handlers: { auth: authHandlers.loginFails } } }`. The session's
 * `user/get` (users area) comes with the default, so overriding `auth` replaces the whole session.
 */
export const authHandlers = {
  default: [
    mockEndpoint(auth.login, async ({ request }) => {
      const body = (await request.json()) as { email?: string };
      const user = Object.values(users).find((u) => u.email === body.email);
      if (!user)
        return HttpResponse.json(
          {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          },
          { status: 422 },
        );
      return HttpResponse.json(sessionFor(user));
    }),
    mockEndpoint(auth.signup, () => HttpResponse.json({ message: 'Check your email' }, { status: 201 })),
    mockEndpoint(auth.logout, () => ({ message: 'Logged out' })),
    mockEndpoint(auth.refresh, () => sessionFor(users.siti)),
    mockEndpoint(auth.resendActivation, () => ({
      message: 'If that account needs activating, a new link is on its way.',
    })),
    ...accountHandlers.default,
  ],
  loginFails: [
    mockError(auth.login, 422, {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    }),
  ],
  loginInactive: [
    mockError(auth.login, 403, {
      message: 'Please activate your account first: check your email for the link, or send a new one.',
      code: 'account_inactive',
    }),
  ],
  tooManyAttempts: [mockError(auth.login, 429, { message: 'Too many attempts. Try again in 15 minutes.' })],
  signupInvalid: [
    mockError(auth.signup, 422, {
      message: 'Please correct the highlighted fields.',
      errors: {
        // Never "already registered": an address with an account is answered as a new one.
        email: ['Enter a valid email address'],
        password: ['Use at least 8 characters'],
        password_confirmation: ['The passwords do not match'],
      },
    }),
  ],
  slow: [mockPending(auth.login), mockPending(auth.signup)],
};

export const passwordHandlers = {
  default: [
    mockEndpoint(password.create, () => ({
      message: 'If that email has an account, a reset link is on its way.',
    })),
    mockEndpoint(password.find, ({ params }) =>
      HttpResponse.json({ email: 'siti@pinjam.bn', token: String(params.token) }),
    ),
    mockEndpoint(password.reset, () => ({ message: PASSWORD_UPDATED })),
  ],
  invalidToken: [mockError(password.find, 404, { message: 'This reset link is invalid or has expired.' })],
  resetInvalid: [
    mockError(password.reset, 422, {
      message: 'Please correct the highlighted fields.',
      errors: { password: ['Use at least 8 characters'] },
    }),
  ],
};
