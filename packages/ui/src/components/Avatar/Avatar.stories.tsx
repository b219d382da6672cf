import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { samplePortrait } from '../../fixtures/avatar';
import { Avatar, avatarSizes } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Siti Nurhaliza' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the default silhouette, named after its owner. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: "Siti Nurhaliza's avatar" })).toBeVisible();
  },
};

/** The member's picture, once it has loaded. */
export const WithImage: Story = {
  args: { src: samplePortrait, size: 'lg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeInstanceOf(HTMLImageElement));
    await expect(within(canvasElement).getByRole('img', { name: "Siti Nurhaliza's avatar" }).tagName).toBe(
      'IMG',
    );
  },
};

/** A picture that fails to load falls back to the default avatar. */
export const BrokenImage: Story = {
  args: { src: '/no-such-avatar.png', size: 'lg' },
  play: async ({ canvasElement }) => {
    const fallback = within(canvasElement).getByRole('img', { name: "Siti Nurhaliza's avatar" });
    await expect(fallback.tagName).toBe('SPAN');
  },
};

/** Initials instead of the silhouette. */
export const Initials: Story = {
  args: { showInitials: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: "Siti Nurhaliza's avatar" }),
    ).toHaveTextContent('SN');
  },
};

/** Next to the member's name the avatar is decorative and hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** A very long name still gives two initials. */
export const LongText: Story = {
  args: { name: 'Dayang Siti Nurhaliza binti Haji Abdul Rahman', showInitials: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('DS');
  },
};

/** Every size, with and without a picture, light and dark. */
export const AllVariants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(3, max-content)',
        alignItems: 'center',
      }}
    >
      {avatarSizes.flatMap((size) => [
        <Avatar key={`${size}-d`} {...args} size={size} />,
        <Avatar key={`${size}-i`} {...args} size={size} showInitials />,
        <Avatar key={`${size}-p`} {...args} size={size} src={samplePortrait} />,
      ])}
    </div>
  ),
};

/** The sizes on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
