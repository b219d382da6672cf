import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconSizes } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'bell' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label the icon is an image with that name. */
export const Labelled: Story = {
  args: { label: 'Notifications' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Notifications' })).toBeVisible();
  },
};

/** Every icon at every size. */
export const AllVariants: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: `repeat(${iconSizes.length}, max-content) 1fr`,
        alignItems: 'center',
      }}
    >
      {iconNames.flatMap((name) => [
        ...iconSizes.map((size) => <Icon key={`${name}-${size}`} name={name} size={size} />),
        <code key={name}>{name}</code>,
      ])}
    </div>
  ),
};
