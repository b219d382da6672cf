import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityHandlers, dashboardHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import DashboardPage from './DashboardPage';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard' }, auth: 'siti' },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = () => within(screen().getByRole('main'));
const figures = async (name = 'Your figures') => within(await screen().findByRole('list', { name }));

/** Siti: her figures, the earnings chart, what to do next and her latest five events; See all opens the feed. */
export const Member: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Welcome, Siti' })).toBeVisible();
    const cards = await figures();
    await waitFor(() => expect(cards.getByText('Active listings').closest('dl')).toHaveTextContent('6'));
    await expect(cards.getByText('1 disabled')).toBeVisible();
    await expect(cards.getByText('Rented out now').closest('dl')).toHaveTextContent('2');
    await expect(cards.getByText('Sold this month').closest('dl')).toHaveTextContent('3');
    await expect(main().getByRole('img', { name: 'Earnings, last 12 months' })).toBeVisible();
    await expect(
      main().getByRole('link', { name: 'Answer the rental request waiting for you' }),
    ).toHaveAttribute('href', '/customer-requests');
    const recent = within(await screen().findByRole('region', { name: 'Recent activity' }));
    await waitFor(() =>
      expect(recent.getAllByRole('listitem').filter((li) => li.dataset.kind)).toHaveLength(5),
    );
    await expect(
      recent.getByRole('link', {
        name: 'You rented out DJI Mini 4 Pro Fly More combo (order #5003): B$121.50 for you.',
      }),
    ).toHaveAttribute('href', '/my-orders/order-details/5003');
    await userEvent.click(recent.getByRole('link', { name: 'See all activity' }));
    await expect(await screen().findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  },
};

/** Nurul, new: a friendly start (list your first item, browse) and verifying as the one to-do. */
export const NewMember: Story = {
  parameters: { auth: 'unverified' },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Welcome to Pinjam' })).toBeVisible();
    await expect(main().getByRole('link', { name: 'List your first item' })).toHaveAttribute(
      'href',
      '/add-item',
    );
    await expect(main().getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/search');
    await expect(
      main().getByRole('link', { name: 'Verify your identity to list items for rent and request rentals' }),
    ).toHaveAttribute('href', '/verification');
    await expect(main().queryByRole('list', { name: 'Your figures' })).toBeNull();
  },
};

/** Nothing yet and nothing to do: the friendly start alone. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { dashboard: dashboardHandlers.newMember, activity: activityHandlers.empty } },
  },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Welcome to Pinjam' })).toBeVisible();
    await expect(main().queryByRole('heading', { name: 'What to do next' })).toBeNull();
  },
};

/** Every to-do at once (Hakim: verification rejected, three requests, bank details, two orders to rate), each a link; keyboard reaches them. */
export const Todos: Story = {
  parameters: { auth: 'hakim' },
  play: async () => {
    const todos = within(
      (await screen().findByRole('heading', { name: 'What to do next' })).closest('section') as HTMLElement,
    );
    const links = todos.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/verification',
      '/customer-requests',
      '/settings',
      '/my-ratings',
    ]);
    await expect(links[1]).toHaveTextContent('Answer the 3 rental requests waiting for you');
    await expect(links[3]).toHaveTextContent('Rate the 2 orders you completed: how did they go?');
    links[0]!.focus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** The admin: the marketplace's figures, its two charts, and the way to what waits. */
export const Admin: Story = {
  parameters: { auth: 'admin' },
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    const cards = await figures('Marketplace figures');
    await waitFor(() => expect(cards.getByText('Members').closest('dl')).toHaveTextContent('1284'));
    await expect(cards.getByText('57 new this month')).toBeVisible();
    await expect(cards.getByText('Verifications waiting').closest('dl')).toHaveTextContent('4');
    await expect(main().getByRole('img', { name: 'Commission, last 12 months' })).toBeVisible();
    await expect(main().getByRole('img', { name: 'Orders, last 12 months' })).toBeVisible();
    await expect(main().getByRole('link', { name: 'Review verifications' })).toHaveAttribute(
      'href',
      '/admin/user-verification',
    );
    await expect(main().getByRole('link', { name: 'See orders' })).toHaveAttribute('href', '/admin/orders');
    await expect(main().queryByRole('heading', { name: 'Recent activity' })).toBeNull();
  },
};

/** The figures on their way: placeholders, the page marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { dashboard: dashboardHandlers.slow } } },
  play: async () => {
    await figures();
    await expect(screen().getByRole('main').querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(main().getByText('Loading chart')).toBeInTheDocument();
  },
};

/** The figures could not be loaded: the server's message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { dashboard: dashboardHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your dashboard could not be loaded.')).toBeVisible();
    await expect(main().getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    await expect(await screen().findByText('Your dashboard could not be loaded.')).toBeVisible();
  },
};

/** On a phone: the cards wrap, the chart fits. */
export const Phone: Story = { ...Member, globals: { viewport: { value: 'mobile2' } } };

/** The admin's on a phone. */
export const AdminPhone: Story = { ...Admin, globals: { viewport: { value: 'mobile2' } } };
