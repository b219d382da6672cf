import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { Button } from '../Button';
import { samplePictures } from '../ItemCard/ItemCard.fixtures';
import { StatusPill } from '../StatusPill';
import { RecordRow } from './RecordRow';

const onCancel = fn();

const meta = {
  title: 'UI/RecordRow',
  component: RecordRow,
  args: {
    media: <img src={samplePictures.camera} alt="" />,
    title: 'Canon EOS R6 camera body',
    subtitle: 'From Siti Rahman',
    status: <StatusPill kind="request" status="pending" />,
    facts: [
      { label: 'Dates', value: '10 Mar 2026 – 12 Mar 2026' },
      { label: 'Days', value: '3' },
    ],
    amount: { label: 'Held on your card', value: 'B$140.00' },
    note: 'Siti has until 05 Mar 2026, 14:00 to answer; your card is held, not charged.',
    actions: (
      <Button tone="neutral" size="sm" onClick={onCancel}>
        Cancel request
      </Button>
    ),
  },
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  beforeEach: () => {
    resetNavigate();
    onCancel.mockClear();
  },
} satisfies Meta<typeof RecordRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending request: status in words, the facts, the money held, what happens next, an action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: 'Canon EOS R6 camera body' });
    await expect(within(row).getByText('Pending')).toBeVisible();
    await expect(within(row).getByText('Held on your card').nextElementSibling).toHaveTextContent('B$140.00');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel request' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onCancel).toHaveBeenCalledTimes(1);
  },
};

/** An order row whose title opens the order. */
export const Linked: Story = {
  args: {
    title: 'Order #5003 · DJI Mini 4 Pro Fly More combo',
    href: '/my-orders/order-details/5003',
    subtitle: 'Rental from Siti Rahman',
    status: <StatusPill kind="order" status="in_use" />,
    amount: { label: 'Total', value: 'B$185.00' },
    note: undefined,
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = await within(canvasElement).findByRole('link', { name: /Order #5003/ });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/my-orders/order-details/5003');
  },
};

/** A long title is cut to two lines; long notes and facts wrap. */
export const LongText: Story = {
  args: {
    title:
      'Canon EOS R6 full-frame mirrorless camera body with two batteries, charger, a 128 GB card and a padded shoulder bag for travel',
    subtitle: 'From Nurul Aini binti Haji Abdul Rahman',
    status: <StatusPill kind="request" status="denied" />,
    note: 'Denied: “The stroller is away for a family trip that week, sorry. Any weekend in March works, just send another request and I will accept it straight away.”',
    actions: undefined,
  },
};

/** Without a picture (an item since deleted). */
export const NoMedia: Story = { args: { media: undefined } };

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
