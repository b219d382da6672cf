import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <Icon name="sparkle" size="xl" />,
    title: 'Coming soon',
    text: 'We are still building this page. In the meantime, browse what people near you are lending.',
    action: (
      <Button asChild>
        <LinkBase href="/search">Browse items</LinkBase>
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 'coming soon' page body: a labelled section with a way onwards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Coming soon' });
    await expect(within(section).getByRole('link', { name: 'Browse items' })).toHaveAttribute(
      'href',
      '/search',
    );
  },
};

/** No action: just the message. */
export const WithoutAction: Story = {
  args: { action: undefined, icon: <Icon name="box" size="xl" />, title: 'No items yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

const onStart = fn();

/** An action that is a button. */
export const WithButton: Story = {
  args: {
    title: 'Your cart is empty',
    text: undefined,
    icon: <Icon name="cart" size="xl" />,
    action: <Button onClick={onStart}>Start browsing</Button>,
  },
  play: async ({ canvasElement }) => {
    onStart.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start browsing' }));
    await expect(onStart).toHaveBeenCalledOnce();
  },
};

/** Long titles and text wrap and stay centred. */
export const LongText: Story = {
  args: {
    title: 'Identity verification is coming to Pinjam very soon for every member',
    text: 'Once it is ready you will be able to upload a photo of your IC and a selfie, and we will check them within one working day so that lenders can trust you with their most valuable things.',
  },
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };

/** On the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
