import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import EmailActivatedPage from './EmailActivatedPage';

/** The pages the emailed links and signup land on. */
const meta = {
  title: 'Screens/Account messages',
  component: EmailActivatedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailActivatedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** After following a good activation link. */
export const EmailActivated: Story = {
  parameters: { screen: { path: '/email-activated' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Your account is active' })).toBeVisible();
    await expect(within(screen().getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** An unknown, used or expired link: offers a new activation link and a password reset. */
export const EmailTokenInvalid: Story = {
  parameters: { screen: { path: '/email-token-invalid' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: /expired or was already used/ })).toBeVisible();
    await userEvent.type(screen().getByLabelText(/Send a new link to/), 'siti@pinjam.bn');
    await userEvent.click(await screen().findByRole('button', { name: 'Send a new activation link' }));
    await expect(await screen().findByRole('status')).toHaveTextContent(/new link/);
  },
};

/** After signing up (reached directly, so without the address). */
export const SignupSuccess: Story = {
  parameters: { screen: { path: '/signup-success' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Check your email' })).toBeVisible();
  },
};
