import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { siti } from '../../fixtures/users';
import { Navbar } from '../Navbar';
import { NotificationPanel } from './NotificationPanel';
import { notificationFixtures } from './NotificationPanel.fixtures';
import { notificationTotal } from './notifications';

const meta = {
  title: 'UI/NotificationPanel',
  component: NotificationPanel,
  args: {
    notifications: notificationFixtures.many,
    onOpen: fn(),
    onDismissAll: fn(),
    onOpenChange: fn(),
    onRetry: fn(),
  },
  // The panel sits fixed under the navigation bar at the right of the window.
  parameters: { layout: 'fullscreen', visual: { fullPage: true } },
} satisfies Meta<typeof NotificationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvas: HTMLElement) => within(canvas).getByRole('region', { name: 'Notifications' });
const entries = (canvas: HTMLElement) =>
  [...panel(canvas).querySelectorAll('[data-entry]')].map((entry) => entry.textContent);

/** Nothing new: 'You're all caught up', and nothing to dismiss. */
export const Empty: Story = {
  args: { notifications: notificationFixtures.empty },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement)).toHaveTextContent("You're all caught up");
    await expect(within(canvasElement).queryByRole('button', { name: 'Dismiss all' })).toBeNull();
  },
};

/** One of everything: the singular wording of each kind, conversations first. */
export const OneOfEach: Story = {
  args: { notifications: notificationFixtures.oneOfEach },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Siti Nurhaliza1 new message',
      'You have 1 new request',
      'A request was accepted',
      'A request was denied',
      'A request was cancelled',
      '1 order has been paid for',
      'A payment was made to you',
      'Your identity verification was approved',
    ]);
  },
};

/** An admin asked for new identity photos: the entry says so, and opening it reports its kind. */
export const VerificationRejected: Story = {
  args: { notifications: notificationFixtures.verificationRejected },
  play: async ({ canvasElement, args }) => {
    await expect(entries(canvasElement)).toEqual(['Your identity verification needs another look']);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /identity verification needs another look/ }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('verification');
  },
};

/**
 * Several of everything: the plural wording. Every entry is a button that reports its kind (and a
 * conversation's id); 'Dismiss all' reports itself.
 */
export const Many: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(panel(canvasElement));
    await step('plural wording, grouped', async () => {
      await expect(entries(canvasElement)).toEqual([
        'Siti Nurhaliza3 new messages',
        'Awang Hafiz12 new messages',
        'You have 3 new requests',
        '2 requests were accepted',
        '4 requests were denied',
        '2 requests were cancelled',
        '3 orders have been paid for',
        '2 payments were made to you',
      ]);
      await expect(canvas.getByRole('region', { name: 'Messages' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Requests, orders and payments' })).toBeVisible();
    });
    await step('opening a conversation and a kind', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Awang Hafiz/ }));
      await expect(args.onOpen).toHaveBeenLastCalledWith('conversation', 9);
      await userEvent.click(canvas.getByRole('button', { name: '3 orders have been paid for' }));
      await expect(args.onOpen).toHaveBeenLastCalledWith('order');
    });
    await step('dismiss all', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
      await expect(args.onDismissAll).toHaveBeenCalledOnce();
    });
  },
};

/** Keyboard: focus starts on the panel; Tab and the arrow keys reach every entry; Enter opens. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Dismiss all' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(within(region).getByRole('button', { name: /Siti Nurhaliza/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'You have 3 new requests' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: '2 payments were made to you' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith('conversation', 7);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

/** Only unread messages: no second group. */
export const ConversationsOnly: Story = {
  args: { notifications: notificationFixtures.conversationsOnly },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Siti Nurhaliza2 new messages',
      'Nur Aisyah1 new message',
      'Dayang Mariam5 new messages',
    ]);
    await expect(
      within(panel(canvasElement)).queryByRole('region', { name: 'Requests, orders and payments' }),
    ).toBeNull();
  },
};

/** The first load: skeleton rows and one status, 'Loading notifications'. */
export const Loading: Story = {
  args: { notifications: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading notifications' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Dismiss all' })).toBeNull();
  },
};

/** The first load failed: the error and 'Try again'. */
export const Error: Story = {
  args: { notifications: null, error: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Notifications could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A refresh failed: the error over what was already there. */
export const ErrorWithData: Story = {
  args: { notifications: notificationFixtures.oneOfEach, error: 'Could not refresh. Showing what we had.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not refresh');
    await expect(entries(canvasElement)).toHaveLength(8);
  },
};

/** 'Dismiss all' while it runs. */
export const Dismissing: Story = {
  args: { dismissing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dismiss all' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Long names and big counts wrap. */
export const LongText: Story = { args: { notifications: notificationFixtures.longText } };

/** 22% of a large window, and never narrower than 320px. */
export const Wide: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const width = panel(canvasElement).getBoundingClientRect().width;
    await expect(width).toBeCloseTo(Math.max(window.innerWidth * 0.22, 320), 0);
  },
};

/** At 1022px and narrower the panel takes the full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    if (window.innerWidth > 1022) return; // the runner's window may be wider than the story's viewport
    await expect(panel(canvasElement).getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

/** In the page's flow, e.g. on a notifications page: no close button, no Escape. */
export const Inline: Story = {
  args: { placement: 'inline', notifications: notificationFixtures.oneOfEach },
  parameters: { layout: 'padded', visual: { fullPage: false } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Close notifications' })).toBeNull();
  },
};

/** The bell in the Navbar toggles the panel; closing it gives focus back to the bell. */
export const WithNavbar: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Navbar
          user={siti}
          notificationCount={notificationTotal(args.notifications)}
          hasUnread
          onBellClick={() => setOpen((was) => !was)}
        />
        <NotificationPanel {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: /Notifications/ });
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(bell);
    const region = await canvas.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.click(within(region).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Notifications' })).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** The bell has opened it: the panel under the Navbar. */
export const WithNavbarOpen: Story = {
  render: (args) => (
    <>
      <Navbar user={siti} notificationCount={notificationTotal(args.notifications)} hasUnread />
      <NotificationPanel {...args} />
    </>
  ),
};

/** On the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** Loading on the dark theme. */
export const DarkLoading: Story = { ...Loading, parameters: { theme: 'dark' } };
