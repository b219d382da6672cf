import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Rent a camera for the weekend from someone nearby.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph of body text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Rent a camera/).tagName).toBe('P');
  },
};

/** Secondary text, still with enough contrast. */
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };

/** Long words wrap instead of overflowing; `truncate` cuts to one line. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320, display: 'grid', gap: 12 }}>
      <Text {...args}>
        Supercalifragilisticexpialidocious-camera-lens-with-a-very-long-name-that-would-overflow and a
        sentence that goes on to fill several lines of the container.
      </Text>
      <Text {...args} truncate>
        This single line is truncated with an ellipsis when it is longer than its container.
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cut = within(canvasElement).getByText(/single line/);
    await expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth);
  },
};

/** Every tone at every size, and the weights. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
          {textSizes.map((size) => (
            <Text key={size} {...args} as="span" tone={tone} size={size}>
              {tone} {size}
            </Text>
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 16 }}>
        {textWeights.map((weight) => (
          <Text key={weight} {...args} as="span" weight={weight}>
            {weight}
          </Text>
        ))}
      </div>
    </div>
  ),
};

/** The same matrix on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
