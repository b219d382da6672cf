import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import ActivityPage from './ActivityPage';

const meta = {
  title: 'Screens/Activity',
  component: ActivityPage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-activity' }, auth: 'siti' },
} satisfies Meta<typeof ActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const feed = () => screen().findByRole('region', { name: 'Your activity' });
const lines = async () => (await feed()).querySelectorAll('li[data-kind]');

/**
 * Siti's feed: days as headings, newest first, each line a sentence linking to what it is about;
 * a rental's order says rented out, a purchase's says paid for.
 */
export const List: Story = {
  play: async () => {
    const region = within(await feed());
    await expect(await region.findByRole('heading', { name: '04 Mar 2026' })).toBeVisible();
    await expect(
      region.getByRole('link', {
        name: 'You rented out DJI Mini 4 Pro Fly More combo (order #5003): B$121.50 for you.',
      }),
    ).toHaveAttribute('href', '/my-orders/order-details/5003');
    await expect(
      region.getByRole('link', {
        name: 'You paid B$645.00 for order #5001: Yamaha P-125 digital piano with stand.',
      }),
    ).toBeVisible();
    await expect(
      region.getByRole('link', { name: 'New request to rent your Canon EOS R6 camera body (B$140.00).' }),
    ).toHaveAttribute('href', '/customer-requests');
    await expect(
      region.getByRole('link', { name: 'You listed Pair of JBL EON 715 PA speakers.' }),
    ).toHaveAttribute('href', '/view-item/103');
    await expect(await lines()).toHaveLength(20);
  },
};

/** Load more, from the keyboard: the older page joins the list, then the end is said. */
export const MorePages: Story = {
  play: async () => {
    await waitFor(async () => expect(await lines()).toHaveLength(20));
    screen().getByRole('button', { name: 'Load more' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await lines()).toHaveLength(26));
    // The keyboard is on the first older line.
    await waitFor(async () => expect((await lines())[20]!.querySelector('a')).toHaveFocus());
    await expect(await screen().findByText('That is everything so far.')).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** The older page fails: the loaded lines stay, the message and Try again below them. */
export const MoreFails: Story = {
  parameters: { msw: { handlers: { activity: activityHandlers.moreFails } } },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Load more' }));
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent('The older entries could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await lines()).toHaveLength(20);
  },
};

/** Every kind, from each side: one sentence each. */
export const EveryKind: Story = {
  parameters: { msw: { handlers: { activity: activityHandlers.everyKind } } },
  play: async () => {
    await waitFor(async () => expect(await lines()).toHaveLength(20));
    const region = within(await feed());
    await expect(region.getByText('Your request for Tent was accepted.')).toBeVisible();
    await expect(region.getByText('You accepted a request for Tent.')).toBeVisible();
    await expect(region.getByText('Order #5004 was cancelled and refunded to you.')).toBeVisible();
    // An issue the buyer reported: the seller is told what, the buyer's own line says they did.
    await expect(region.getByText('The buyer reported an issue on order #5003: Damaged.')).toBeVisible();
    await expect(region.getByText('You reported an issue on order #5003: Damaged.')).toBeVisible();
  },
};

/** Nothing yet: what shows here, and a way to start. */
export const Empty: Story = {
  parameters: { msw: { handlers: { activity: activityHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Nothing has happened yet' })).toBeVisible();
    const main = within(screen().getByRole('main'));
    await expect(main.getByRole('link', { name: 'List an item' })).toHaveAttribute('href', '/add-item');
    await expect(main.getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/search');
  },
};

/** Loading: said, and the feed marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { activity: activityHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByText('Loading your activity…')).toBeVisible();
    await expect(await feed()).toHaveAttribute('aria-busy', 'true');
  },
};

/** The feed could not be loaded: the server's message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { activity: activityHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your activity could not be loaded.')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone. */
export const Phone: Story = { ...List, globals: { viewport: { value: 'mobile2' } } };
