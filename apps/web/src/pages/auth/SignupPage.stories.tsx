import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '@pinjam/api/mocks';
import SignupPage from './SignupPage';

const meta = {
  title: 'Screens/Signup',
  component: SignupPage,
  parameters: { layout: 'fullscreen', screen: { path: '/signup' } },
} satisfies Meta<typeof SignupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function fillIn() {
  await userEvent.type(await screen().findByLabelText('Email'), 'amal@example.bn');
  await userEvent.type(screen().getByLabelText('Full Name'), 'Amal Hassan');
  await userEvent.type(screen().getByLabelText('Password', { exact: true }), 'sunny-beach-2026');
  await userEvent.type(screen().getByLabelText('Password confirmation'), 'sunny-beach-2026');
  await userEvent.click(screen().getByRole('button', { name: 'Sign Up' }));
}

/** The seed's fields, the 'Sign Up' button and the two links. */
export const Default: Story = {
  play: async () => {
    await expect(await screen().findByRole('button', { name: 'Sign Up' })).toBeVisible();
    const main = within(screen().getByRole('main'));
    await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Recover password' })).toHaveAttribute('href', '/password-reset');
  },
};

/** The server refuses: each message is shown beside its field and the first one gets focus. */
export const ServerErrors: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signupInvalid } } },
  play: async () => {
    await fillIn();
    const email = screen().getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already registered.'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(screen().getByLabelText('Password confirmation')).toHaveAccessibleDescription(/do not match/);
    await expect(screen().getByLabelText('Full Name')).toHaveValue('Amal Hassan');
  },
};

/** While pending, the global loading flag shows the full-screen spinner (seed section 4). */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.slow } } },
  play: async () => {
    await fillIn();
    await expect(await screen().findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** Success goes to signup-success, which names the address the link went to. */
export const Success: Story = {
  play: async () => {
    await fillIn();
    await expect(await screen().findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(screen().getByText('amal@example.bn')).toBeVisible();
  },
};
