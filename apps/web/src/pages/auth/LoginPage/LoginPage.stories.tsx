import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '@pinjam/api/mocks';
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
