import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status region named 'Loading'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** Say what is loading. */
export const WithLabel: Story = {
  args: { label: 'Loading your orders' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your orders' })).toBeVisible();
  },
};

/** Every size, in the brand colour and inheriting the text colour. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading ${size}`} />
      ))}
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Spinner size="sm" tone="inherit" label="Saving" /> Saving…
      </span>
    </div>
  ),
};

/** The sizes on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
