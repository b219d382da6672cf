import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { passwordHandlers } from '@pinjam/api/mocks';
import PasswordResetPage from './PasswordResetPage';

const meta = {
  title: 'Screens/Password reset',
  component: PasswordResetPage,
  parameters: { layout: 'fullscreen', screen: { path: '/password-reset' } },
} satisfies Meta<typeof PasswordResetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Step one: ask for a link. The answer is the same whether or not the email has an account. */
export const RequestLink: Story = {
  play: async () => {
    await userEvent.type(await screen().findByLabelText('Email'), 'siti@pinjam.bn');
    await userEvent.click(screen().getByRole('button', { name: 'Send reset link' }));
    await expect(await screen().findByRole('status')).toHaveTextContent(/reset link is on its way/);
  },
};

/** Step two: the emailed link opens this form; success returns to login with a notice. */
export const ChooseNewPassword: Story = {
  parameters: { screen: { path: '/password-reset/request/abc123' } },
  play: async () => {
    await expect(await screen().findByText('For siti@pinjam.bn')).toBeVisible();
    await userEvent.type(screen().getByLabelText('New password', { exact: true }), 'brand-new-pass');
    await userEvent.type(screen().getByLabelText('Confirm new password'), 'brand-new-pass');
    await userEvent.click(screen().getByRole('button', { name: 'Save new password' }));
    await expect(await screen().findByRole('status')).toHaveTextContent('Your password has been changed');
    await expect(screen().getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  },
};

/** The server refuses the new password: the message sits beside the field. */
export const NewPasswordRefused: Story = {
  parameters: {
    screen: { path: '/password-reset/request/abc123' },
    msw: { handlers: { password: [...passwordHandlers.resetInvalid, ...passwordHandlers.default] } },
  },
  play: async () => {
    await userEvent.type(await screen().findByLabelText('New password', { exact: true }), 'short');
    await userEvent.type(screen().getByLabelText('Confirm new password'), 'short');
    await userEvent.click(screen().getByRole('button', { name: 'Save new password' }));
    const field = await screen().findByLabelText('New password', { exact: true });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/at least 8 characters/));
  },
};

/** An unknown, used or expired link is sent to the invalid-link page. */
export const InvalidLink: Story = {
  parameters: {
    screen: { path: '/password-reset/request/used-token' },
    msw: { handlers: { password: passwordHandlers.invalidToken } },
  },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: /expired or was already used/ })).toBeVisible();
  },
};
