import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { mockPending, passwordHandlers } from '@pinjam/api/mocks';
import PasswordResetPage from './PasswordResetPage';

const meta = {
  title: 'Screens/Password reset',
  component: PasswordResetPage,
  parameters: { layout: 'fullscreen', screen: { path: '/password-reset' } },
} satisfies Meta<typeof PasswordResetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Types a new password and its confirmation on the link's page and saves. */
async function chooseNew(password: string, confirmation = password) {
  await userEvent.type(await screen().findByLabelText('New password', { exact: true }), password);
  await userEvent.type(await screen().findByLabelText('Confirm new password'), confirmation);
  await userEvent.click(await screen().findByRole('button', { name: 'Save new password' }));
  return screen().getByLabelText('New password', { exact: true });
}

/** Step one: ask for a link. The answer is the same whether or not the email has an account. */
export const RequestLink: Story = {
  play: async () => {
    await userEvent.type(await screen().findByLabelText('Email'), 'siti@pinjam.bn');
    await userEvent.click(await screen().findByRole('button', { name: 'Send reset link' }));
    await expect(await screen().findByRole('status')).toHaveTextContent(/reset link is on its way/);
  },
};

/** Step two: the emailed link opens this form; success returns to login with a notice. */
export const ChooseNewPassword: Story = {
  parameters: { screen: { path: '/password-reset/request/abc123' } },
  play: async () => {
    await expect(await screen().findByText('For siti@pinjam.bn')).toBeVisible();
    await userEvent.type(screen().getByLabelText('New password', { exact: true }), 'brand-new-pass');
    await userEvent.type(await screen().findByLabelText('Confirm new password'), 'brand-new-pass');
    await userEvent.click(await screen().findByRole('button', { name: 'Save new password' }));
    await expect(await screen().findByRole('status')).toHaveTextContent('Your password has been changed');
    await expect(screen().getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  },
};

/** The server refuses a new password the browser let through: its message sits beside the field, which takes the focus. */
export const NewPasswordRefused: Story = {
  parameters: {
    screen: { path: '/password-reset/request/abc123' },
    msw: { handlers: { password: [...passwordHandlers.resetInvalid, ...passwordHandlers.default] } },
  },
  play: async () => {
    const field = await chooseNew('brand-new-pass');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/at least 8 characters/));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The contract's rules are checked before sending: each message beside its field. */
export const NewPasswordTooShort: Story = {
  parameters: { screen: { path: '/password-reset/request/abc123' } },
  play: async () => {
    const field = await chooseNew('short', 'shorter');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/at least 8 characters/));
    await expect(screen().getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await expect(field).toHaveFocus();
  },
};

/** While the link is asked for, the button is busy and cannot be pressed twice. */
export const RequestSending: Story = {
  parameters: { msw: { handlers: { password: [mockPending(contract.password.create)] } } },
  play: async () => {
    await userEvent.type(await screen().findByLabelText('Email'), 'siti@pinjam.bn');
    const button = await screen().findByRole('button', { name: 'Send reset link' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** An address the contract refuses is told beside the field before anything is sent. */
export const RequestInvalidEmail: Story = {
  play: async () => {
    await userEvent.type(await screen().findByLabelText('Email'), 'siti@');
    await userEvent.click(await screen().findByRole('button', { name: 'Send reset link' }));
    const email = await screen().findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address'));
    await expect(screen().queryByRole('status')).toBeNull();
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
