import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Panel, panelPaddings } from './Panel';

const meta = {
  title: 'UI/Panel',
  component: Panel,
  args: {
    children: (
      <>
        <Heading level={2} size={3}>
          Your earnings
        </Heading>
        <Text tone="muted">Payouts are made every Friday to your bank account.</Text>
      </>
    ),
  },
  argTypes: { padding: { control: 'inline-radio', options: panelPaddings } },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A flat surface with a hairline border. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Your earnings' })).toBeVisible();
  },
};

/** A landmark section when labelled. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Earnings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Earnings' })).toBeVisible();
  },
};

/** Long content wraps inside. */
export const LongText: Story = {
  args: {
    children: (
      <Text>
        Pinjam pays out what you earned from rentals and sales once the renter has returned the item and the
        order is complete. Payouts are made every Friday to the bank account in your settings, minus the
        service fee. If a Friday is a public holiday the payout is made on the next working day.
      </Text>
    ),
  },
};

/** Every padding, flat and elevated. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      {panelPaddings.flatMap((padding) =>
        [false, true].map((elevated) => (
          <Panel key={`${padding}-${elevated}`} {...args} padding={padding} elevated={elevated}>
            <Text>
              padding {padding}
              {elevated ? ', elevated' : ''}
            </Text>
          </Panel>
        )),
      )}
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };

/** Tighter padding on a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };
