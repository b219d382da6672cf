import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mailboxHandlers } from '@pinjam/api/mocks';
import NotFoundPage from '../pages/errors/NotFoundPage/NotFoundPage';
import { pressOnIntent } from '../testing/storyHelpers';

/** The shell around every page: 404, a coming-soon page, the guards, the dashboard and the dev mailbox. */
const meta = {
  title: 'Screens/Shell',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Any unknown path: '404 - Page not found' with the navbar and footer. */
export const NotFound: Story = {
  parameters: { screen: { path: '/no/such/page' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: '404 - Page not found' })).toBeVisible();
    await expect(screen().getByRole('banner')).toBeVisible();
    await expect(screen().getByRole('contentinfo')).toHaveTextContent('Ver200423.005');
  },
};

/** An admin page, signed in as the admin: inside the dashboard layout with the admin's menu. */
export const AdminDashboardPage: Story = {
  parameters: { screen: { path: '/admin/payments' }, auth: 'admin' },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    const nav = screen().getByRole('navigation', { name: 'Administration' });
    await expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Audit trail' })).toBeVisible();
  },
};

/** The user's dashboard, greeted by first name. */
export const Dashboard: Story = {
  parameters: { screen: { path: '/dashboard' }, auth: 'siti' },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Welcome, Siti' })).toBeVisible();
  },
};

/** An admin's dashboard: the administration navigation. */
export const AdminDashboard: Story = {
  parameters: { screen: { path: '/admin/users' }, auth: 'admin' },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(screen().getByRole('navigation', { name: 'Administration' })).toBeVisible();
  },
};

/** Guard: a visitor opening the dashboard is sent to the login page. */
export const GuardVisitor: Story = {
  parameters: { screen: { path: '/dashboard' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  },
};

/** Guard: a user who is not an admin is sent from admin pages to the dashboard. */
export const GuardNotAdmin: Story = {
  parameters: { screen: { path: '/admin/users' }, auth: 'hakim' },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Welcome, Hakim' })).toBeVisible();
  },
};

/** The dev mailbox with an activation and a reset email, links clickable. */
export const DevMailbox: Story = {
  parameters: { screen: { path: '/dev/mailbox' } },
  play: async () => {
    const email = await screen().findByRole('article', { name: 'Activate your Pinjam account' });
    await expect(within(email).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:3000/api/auth/activate/xyz789',
    );
  },
};

/** The dev mailbox before any email was sent. */
export const DevMailboxEmpty: Story = {
  parameters: { screen: { path: '/dev/mailbox' }, msw: { handlers: { mailbox: mailboxHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'No emails yet' })).toBeVisible();
  },
};

/** Logout from the user menu clears the session and returns to the home page (docs/product.md §4). */
export const LogoutGoesHome: Story = {
  parameters: { screen: { path: '/my-orders' }, auth: 'siti' },
  play: async () => {
    await pressOnIntent(/Hi, Siti/);
    await userEvent.click(await screen().findByRole('menuitem', { name: 'Logout' }));
    await expect(
      await screen().findByRole('heading', { name: 'Rent it, buy it, or earn from what you own', level: 1 }),
    ).toBeVisible();
    await expect(screen().getAllByRole('link', { name: 'Login' })[0]).toBeVisible();
  },
};
