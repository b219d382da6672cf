import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { EmptyState } from '../EmptyState';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { DashboardLayout, type DashboardNavItem } from './DashboardLayout';

const items: DashboardNavItem[] = [
  { href: '/dashboard', label: 'Dashboard', active: true },
  { href: '/my-items', label: 'My items' },
  { href: '/my-orders', label: 'My orders' },
  { href: '/customer-orders', label: 'Customer orders' },
  { href: '/messages', label: 'Messages' },
  { href: '/my-finance', label: 'Finance' },
  { href: '/my-ratings', label: 'Ratings' },
  { href: '/verification', label: 'Verification' },
  { href: '/settings', label: 'Settings' },
];

const meta = {
  title: 'UI/DashboardLayout',
  component: DashboardLayout,
  args: {
    items,
    children: (
      <>
        <Heading level={1}>Dashboard</Heading>
        <EmptyState
          icon={<Icon name="box" size="xl" />}
          title="Coming soon"
          text="Your overview lands here soon."
        />
      </>
    ),
  },
  decorators: [withStoryLinks],
  beforeEach: resetNavigate,
} satisfies Meta<typeof DashboardLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side navigation with the current page marked, beside the content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    const current = within(nav).getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Dashboard');
    await expect(within(nav).getAllByRole('link')).toHaveLength(items.length);
    await userEvent.click(within(nav).getByRole('link', { name: 'My orders' }));
    await expect(navigate).toHaveBeenCalledWith('/my-orders');
    const content = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(content.getBoundingClientRect().left).toBeGreaterThan(nav.getBoundingClientRect().right);
  },
};

/** Another page active. */
export const SettingsActive: Story = {
  args: { items: items.map((item) => ({ ...item, active: item.href === '/settings' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Settings');
  },
};

/** Long labels wrap in the side navigation. */
export const LongText: Story = {
  args: {
    items: [
      ...items,
      { href: '/customer-requests', label: 'Requests from customers waiting for your answer' },
    ],
  },
};

/** The entry's box lies wholly inside the row's visible part. */
const isInView = (entry: HTMLElement, row: HTMLElement) => {
  const box = entry.getBoundingClientRect();
  const visible = row.getBoundingClientRect();
  return box.left >= visible.left - 1 && box.right <= visible.right + 1;
};

/**
 * On a phone the navigation is a row above the content that scrolls sideways; a fade and an arrow
 * at the right end say there is more.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    const row = within(nav).getByRole('list');
    const content = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(content.getBoundingClientRect().top).toBeGreaterThan(nav.getBoundingClientRect().bottom - 1);
    await step('at the start, the row says it goes on to the right', async () => {
      await waitFor(() => expect(nav).toHaveAttribute('data-overflow', 'end'));
      const [start, end] = [...nav.querySelectorAll<HTMLElement>('[data-side]')];
      await waitFor(() => expect(getComputedStyle(end!).opacity).toBe('1'));
      await expect(getComputedStyle(start!).opacity).toBe('0');
    });
    await step('scrolled to the end, it says so for the left', async () => {
      row.scrollLeft = row.scrollWidth;
      await waitFor(() => expect(nav).toHaveAttribute('data-overflow', 'start'));
    });
  },
};

/** On a phone, the page being shown is scrolled into the row's view, even the last of twelve. */
export const MobileCurrentInView: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: {
    items: [
      ...items.slice(0, -1).map((item) => ({ ...item, active: false })),
      { href: '/my-requests', label: 'My requests' },
      { href: '/customer-requests', label: 'Customer requests' },
      { href: '/my-activity', label: 'Activity' },
      { href: '/settings', label: 'Settings', active: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    const current = within(nav).getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Settings');
    await expect(isInView(current, within(nav).getByRole('list'))).toBe(true);
    await waitFor(() => expect(nav).toHaveAttribute('data-overflow', 'start'));
  },
};

/** On the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

/** On a phone, on the dark theme: the edge fades take the dark background. */
export const MobileDark: Story = { ...MobileCurrentInView, parameters: { theme: 'dark' } };
