import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeSizes, badgeTones, VerifiedBadge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'For rent' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A neutral label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('For rent')).toBeVisible();
  },
};

/** The verified-member badge: its text says it, the rosette is decoration. */
export const Verified: Story = {
  render: () => <VerifiedBadge />,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Verified').parentElement!;
    await expect(badge).toHaveAttribute('data-tone', 'brand');
    await expect(badge.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

/** A long label is cut with an ellipsis inside a narrow column instead of overflowing. */
export const LongText: Story = {
  args: { children: 'Available from next Monday for weekly rental only', tone: 'warning' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-tone]')!;
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

/** Every tone at both sizes. */
export const AllVariants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(2, max-content)',
        alignItems: 'center',
      }}
    >
      {badgeTones.flatMap((tone) =>
        badgeSizes.map((size) => (
          <Badge key={`${tone}-${size}`} {...args} tone={tone} size={size}>
            {tone} {size}
          </Badge>
        )),
      )}
      <VerifiedBadge size="sm" />
      <VerifiedBadge />
    </div>
  ),
};

/** The tones on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
