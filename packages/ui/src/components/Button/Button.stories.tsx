import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Rent this item', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default call to action. Clicking it calls onClick. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rent this item' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Disabled buttons do not fire. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** While an action runs the button is busy and cannot be pressed twice. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** Every tone at every size. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {buttonTones.flatMap((tone) =>
        buttonSizes.map((size) => (
          <Button key={`${tone}-${size}`} {...args} tone={tone} size={size}>
            {tone} {size}
          </Button>
        )),
      )}
    </div>
  ),
};
