import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { authHandlers, mockError, mockPending } from '@pinjam/api/mocks';
import LoginPage from './LoginPage';

const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', screen: { path: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function logIn(email: string, password: string) {
  await userEvent.type(await screen().findByLabelText('Email'), email);
  await userEvent.type(await screen().findByLabelText('Password'), password);
  await userEvent.click(await screen().findByRole('button', { name: 'Log in' }));
}

/** The empty form, as a visitor sees it. */
export const Default: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  },
};

/** Wrong email or password: the server's message sits beside the email field. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginFails } } },
  play: async () => {
    await logIn('siti@pinjam.bn', 'not-the-password');
    const email = screen().getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/do not match our records/);
  },
};

/** An account that was never activated: told so, with a button for a new link. */
export const AccountInactive: Story = {
  parameters: { msw: { handlers: { auth: [...authHandlers.loginInactive, ...authHandlers.default] } } },
  play: async () => {
    await logIn('new@pinjam.bn', 'whatever-123');
    await expect(await screen().findByRole('alert')).toHaveTextContent(/activate/i);
    await userEvent.click(screen().getByRole('button', { name: 'Send a new activation link' }));
    await expect(await screen().findByRole('status')).toHaveTextContent(/new link/i);
  },
};

/** The inactive account's handlers with the resend answered by `resend` (placed first, so it wins). */
const inactiveWith = (resend: ReturnType<typeof mockPending>) => ({
  msw: { handlers: { auth: [resend, ...authHandlers.loginInactive, ...authHandlers.default] } },
});
const sendActivation = () => screen().findByRole('button', { name: 'Send a new activation link' });

/** The new link refused (too many asked for): the server's words in an alert, the button again. */
export const ResendRefused: Story = {
  parameters: inactiveWith(
    mockError(contract.auth.resendActivation, 429, { message: 'Too many attempts. Try again in a minute.' }),
  ),
  play: async () => {
    await logIn('new@pinjam.bn', 'whatever-123');
    await userEvent.click(await sendActivation());
    const form = within(await screen().findByRole('form', { name: 'Send a new activation link' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in a minute.',
    );
    await expect(await sendActivation()).toBeEnabled();
  },
};

/** A refusal about the address: said above the button (the login form's field is not the resend's). */
export const ResendAddressRefused: Story = {
  parameters: inactiveWith(
    mockError(contract.auth.resendActivation, 422, {
      message: 'Please correct the highlighted fields.',
      errors: { email: ['We cannot send mail to that address'] },
    }),
  ),
  play: async () => {
    await logIn('new@pinjam.bn', 'whatever-123');
    await userEvent.click(await sendActivation());
    const form = within(await screen().findByRole('form', { name: 'Send a new activation link' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('We cannot send mail to that address');
  },
};

/** While the new link is asked for: the button is busy and cannot be pressed twice. */
export const Resending: Story = {
  parameters: inactiveWith(mockPending(contract.auth.resendActivation)),
  play: async () => {
    await logIn('new@pinjam.bn', 'whatever-123');
    await userEvent.click(await sendActivation());
    await waitFor(async () => expect(await sendActivation()).toHaveAttribute('aria-busy', 'true'));
    await expect(await sendActivation()).toBeDisabled();
  },
};

/** Ten wrong attempts: the server answers 429 and the page says when to try again. */
export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.tooManyAttempts } } },
  play: async () => {
    await logIn('siti@pinjam.bn', 'guess-11');
    await expect(await screen().findByRole('alert')).toHaveTextContent(/Too many attempts/);
  },
};

/** While the server answers, the button is busy and cannot be pressed twice. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.slow } } },
  play: async () => {
    await logIn('siti@pinjam.bn', 'siti-pass-2026');
    await waitFor(() =>
      expect(screen().getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A successful login lands on the dashboard, greeted by first name. */
export const LoggedIn: Story = {
  play: async () => {
    await logIn('siti@pinjam.bn', 'siti-pass-2026');
    await expect(await screen().findByRole('heading', { name: 'Welcome, Siti' })).toBeVisible();
  },
};

/** A signed-in user opening /login is sent to the dashboard (seed guard). */
export const SignedInRedirect: Story = {
  parameters: { auth: 'siti' },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Welcome, Siti' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
