import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HowItWorksSteps } from './HowItWorksSteps';

const meta = { title: 'UI/HowItWorksSteps', component: HowItWorksSteps } satisfies Meta<
  typeof HowItWorksSteps
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three steps of docs/product.md §1, in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('pay by card or PayPal');
  },
};

/** A phone: the steps stack. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
