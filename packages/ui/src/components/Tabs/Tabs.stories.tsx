import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as Tabs from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'requests', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: Tabs.tabsOrientations } },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Orders">
        <Tabs.Trigger value="requests">Requests (2)</Tabs.Trigger>
        <Tabs.Trigger value="active">Active rentals</Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
        <Tabs.Trigger value="disputes" disabled>
          Disputes
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="requests">Two people want to rent your Canon EOS R6.</Tabs.Content>
      <Tabs.Content value="active">Nothing is out on rent right now.</Tabs.Content>
      <Tabs.Content value="history">Your past rentals and sales.</Tabs.Content>
      <Tabs.Content value="disputes">No disputes.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab chosen. Clicking a tab shows its panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Orders' });
    await expect(within(list).getByRole('tab', { name: 'Requests (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(list).getByRole('tab', { name: 'History' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('history');
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toHaveTextContent(
      'Your past rentals and sales.',
    );
  },
};

/** Keyboard: arrows move and choose, skipping the disabled tab and wrapping; Tab enters the panel. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Requests (2)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Active rentals' })).toHaveAttribute('data-state', 'active'),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Requests (2)' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Requests (2)' })).toHaveFocus());
  },
};

/** Tabs beside their panels, e.g. settings sections. Up and down arrows move. */
export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: 'active' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Active rentals' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('data-state', 'active'),
    );
  },
};

/** Many or long tabs scroll sideways rather than wrap. */
export const LongText: Story = {
  args: { defaultValue: 't0' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="Categories">
          {[
            'Film & Photography',
            'Audio Visual Equipment',
            'Projectors & Screens',
            'Musical Instruments',
          ].map((name, i) => (
            <Tabs.Trigger key={name} value={`t${i}`}>
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="t0">Cameras, lenses and lighting.</Tabs.Content>
      </Tabs.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Horizontal and vertical on the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {Tabs.tabsOrientations.map((orientation) => (
        <Tabs.Root key={orientation} {...args} orientation={orientation}>
          <Tabs.List aria-label={`Orders (${orientation})`}>
            <Tabs.Trigger value="requests">Requests (2)</Tabs.Trigger>
            <Tabs.Trigger value="active">Active rentals</Tabs.Trigger>
            <Tabs.Trigger value="disputes" disabled>
              Disputes
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="requests">Two people want to rent your Canon EOS R6.</Tabs.Content>
          <Tabs.Content value="active">Nothing is out on rent right now.</Tabs.Content>
        </Tabs.Root>
      ))}
    </div>
  ),
};

/** Both orientations. */
export const AllVariants: Story = { ...Dark, parameters: {} };
