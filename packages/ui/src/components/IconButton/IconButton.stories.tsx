import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { IconButton, iconButtonSizes, iconButtonTones } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <Icon name="close" />, onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ghost button named by its label: clicking, Enter and Space all call onClick. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

/** Disabled: does not fire. */
export const Disabled: Story = {
  args: { disabled: true, tone: 'neutral' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy: a spinner replaces the icon, the name stays, clicks are blocked. */
export const Loading: Story = {
  args: { loading: true, tone: 'primary', label: 'Add to cart', icon: <Icon name="cart" /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** Every tone at every size. */
export const AllVariants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(4, max-content)',
        alignItems: 'center',
      }}
    >
      {iconButtonSizes.flatMap((size) =>
        iconButtonTones.map((tone) => (
          <IconButton key={`${tone}-${size}`} {...args} tone={tone} size={size} label={`${tone} ${size}`} />
        )),
      )}
    </div>
  ),
};

/** Every tone at every size on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
