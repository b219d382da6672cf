import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationsHandlers } from '@pinjam/api/mocks';
import NotFoundPage from '../../pages/errors/NotFoundPage/NotFoundPage';
import { pressOnIntent } from '../../testing/storyHelpers';

/**
 * The navbar's bell in the real app, wired to the notifications machine and answered by the
 * notifications mocks: its count and dot, the panel it opens, opening an entry (it goes, and the
 * app goes to its page), 'Dismiss all', the load failing, and the phone's menu.
 */
const meta = {
  title: 'Screens/Notification bell',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard' }, auth: 'siti' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const bell = (name: string | RegExp) => screen().findByRole('button', { name }, { timeout: 8000 });
const panel = () => screen().findByRole('dialog', { name: 'Notifications' });
const dashboard = () => screen().findByRole('heading', { name: 'Welcome, Siti' });
/**
 * The messages page marks the opened conversation read and then updates its SWR cache, which goes
 * with the story: let it answer before the story ends.
 */
const readMarked = async () => {
  await screen().findByRole('textbox', {}, { timeout: 8000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
};
const title = (name: string) => screen().findByRole('heading', { name, level: 1 }, { timeout: 8000 });

/** Unread messages in two conversations and most kinds: the count in the bell's name, the dot. */
export const Default: Story = {
  play: async () => {
    await dashboard();
    const button = await bell('Notifications, 11 unread');
    await expect(within(button.closest('header')!).getByTestId('notification-dot')).toBeVisible();
    await expect(screen().queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  },
};

/** The bell opens the panel: conversations first, then each kind in the seed's wording; focus moves in. */
export const Open: Story = {
  play: async ({ step }) => {
    await userEvent.click(await bell('Notifications, 11 unread'));
    const region = within(await panel());
    await expect(await bell('Notifications, 11 unread')).toHaveAttribute('aria-expanded', 'true');
    await step('the messages: who wrote and how many, plural and singular', async () => {
      await expect(region.getByRole('button', { name: /Hakim Yusof.*2 new messages/ })).toBeVisible();
      await expect(region.getByRole('button', { name: /Nurul Aini.*1 new message$/ })).toBeVisible();
    });
    await step('each kind with something new, singular for one and plural otherwise', async () => {
      await expect(region.getByRole('button', { name: 'You have 1 new request' })).toBeVisible();
      await expect(region.getByRole('button', { name: '2 requests were accepted' })).toBeVisible();
      await expect(region.getByRole('button', { name: '3 orders have been paid for' })).toBeVisible();
      await expect(region.queryByText(/denied/)).toBeNull();
    });
    await step('Escape closes it and gives focus back to the bell', async () => {
      await waitFor(() => expect(document.activeElement?.closest('section')).not.toBeNull());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Notifications' })).toBeNull());
      await expect(await bell('Notifications, 11 unread')).toHaveFocus();
      await expect(await bell('Notifications, 11 unread')).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** Opening a conversation removes it from the bell and opens it on the messages page. */
export const OpenConversation: Story = {
  play: async () => {
    await userEvent.click(await bell('Notifications, 11 unread'));
    await userEvent.click(await within(await panel()).findByRole('button', { name: /Hakim Yusof/ }));
    await title('Messages');
    await expect(await bell('Notifications, 9 unread')).toBeVisible();
    await readMarked();
    await expect(screen().queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  },
};

/** Each kind leads to its page: a new request to the customer requests, a payment to finance. */
export const OpenEachKind: Story = {
  play: async ({ step }) => {
    const open = async (entry: string, page: string, left: number) => {
      await userEvent.click(await bell(/^Notifications, \d+ unread$/));
      await userEvent.click(await within(await panel()).findByRole('button', { name: entry }));
      await title(page);
      await expect(await bell(`Notifications, ${left} unread`)).toBeVisible();
    };
    await step('new request → customer requests', () =>
      open('You have 1 new request', 'Customer requests', 10),
    );
    await step('accepted → my requests', () => open('2 requests were accepted', 'My requests', 8));
    await step('cancelled → customer requests', () =>
      open('A request was cancelled', 'Customer requests', 7),
    );
    await step('order → customer orders', () => open('3 orders have been paid for', 'Customer orders', 4));
    await step('payout → finance', () => open('A payment was made to you', 'My finance', 3));
  },
};

/** 'Dismiss all' clears the bell: no count, no dot, "You're all caught up". */
export const DismissAll: Story = {
  play: async () => {
    await userEvent.click(await bell('Notifications, 11 unread'));
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'Dismiss all' }));
    await expect(await within(await panel()).findByText("You're all caught up")).toBeVisible();
    await expect(await bell('Notifications')).toBeVisible();
    await expect(screen().queryByTestId('notification-dot')).toBeNull();
  },
};

/** Nothing new: the bell has no dot and the panel says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.empty } } },
  play: async () => {
    await dashboard();
    await userEvent.click(await bell('Notifications'));
    await expect(await within(await panel()).findByText("You're all caught up")).toBeVisible();
    await expect(screen().queryByTestId('notification-dot')).toBeNull();
  },
};

/** One unread message: the singular wording, and the dot. */
export const OneMessage: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.one } } },
  play: async () => {
    await userEvent.click(await bell('Notifications, 1 unread'));
    await expect(
      await within(await panel()).findByRole('button', { name: /Hakim Yusof.*1 new message$/ }),
    ).toBeVisible();
  },
};

/** The bell could not load: the panel says so, with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.error } } },
  play: async () => {
    await dashboard();
    await userEvent.click(await bell('Notifications'));
    const region = within(await panel());
    await expect(await region.findByText('Could not load your notifications.')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Still loading: the panel shows placeholder rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.slow } } },
  play: async () => {
    await dashboard();
    await userEvent.click(await bell('Notifications'));
    await expect(
      await within(await panel()).findByRole('status', { name: 'Loading notifications' }),
    ).toBeInTheDocument();
  },
};

/** The server kept what was opened (its delete failed): the panel says so and it comes back. */
export const ClearFails: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.clearFails } } },
  play: async () => {
    await userEvent.click(await bell('Notifications, 11 unread'));
    await userEvent.click(
      await within(await panel()).findByRole('button', { name: 'You have 1 new request' }),
    );
    await title('Customer requests');
    await expect(await bell('Notifications, 11 unread')).toBeVisible();
    await userEvent.click(await bell('Notifications, 11 unread'));
    await expect(
      await within(await panel()).findByText(
        'Could not mark the notification as read, so it is still listed.',
      ),
    ).toBeVisible();
  },
};

/** A visitor has no bell. */
export const Visitor: Story = {
  parameters: { screen: { path: '/about-us' }, auth: 'visitor' },
  play: async () => {
    await screen().findByRole('heading', { level: 1 });
    await expect(screen().queryByRole('button', { name: /^Notifications/ })).toBeNull();
  },
};

/** On a phone the bell is in the menu; the panel opens full width over the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await dashboard();
    await pressOnIntent('Menu');
    const menu = within(await screen().findByRole('dialog'));
    await userEvent.click(await menu.findByRole('button', { name: 'Notifications, 11 unread' }));
    const region = await panel();
    await waitFor(() => expect(region.getBoundingClientRect().width).toBe(window.innerWidth));
    await userEvent.click(within(region).getByRole('button', { name: /Hakim Yusof/ }));
    // One pane at a time on a phone: the conversation, without the list's heading.
    await waitFor(() => expect(document.title).toMatch(/^Messages/), { timeout: 8000 });
    await expect(screen().queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await readMarked();
  },
};
