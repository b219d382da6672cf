import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CategoryCarousel } from './CategoryCarousel';

const tiles = [
  'Photography',
  'Audio Visual',
  'Projectors',
  'Drones',
  'DJ Equipment',
  'Transport',
  'Storage',
  'Electronics',
  'Party',
  'Sports',
  'Musical',
  'Home/Office',
  'Kids & Baby',
  'Holiday',
  'Clothing',
  'Other',
].map((label) => ({ label, href: `/search?category=${encodeURIComponent(label.toLowerCase())}` }));

const meta = {
  title: 'UI/CategoryCarousel',
  component: CategoryCarousel,
  args: { categories: tiles },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CategoryCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's 16 tiles, four at a time; 'More categories' shifts by one tile (256 px). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(16);
    const previous = canvas.getByRole('button', { name: 'Previous categories' });
    await expect(previous).toBeDisabled();
    const track = canvasElement.querySelector('ul')!;
    const before = track.getBoundingClientRect().left;
    await userEvent.click(canvas.getByRole('button', { name: 'More categories' }));
    await waitFor(() => expect(Math.round(before - track.getBoundingClientRect().left)).toBe(256));
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

/** Each tile opens search filtered by its category. */
export const Links: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Drones' })).toHaveAttribute(
      'href',
      '/search?category=drones',
    );
  },
};

/** A tile is read as its label alone: the letter beside it is decoration ('Photography', not 'PPhotography'). */
export const ReadAloud: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('link', { name: 'Photography' });
    await expect(tile).toHaveAccessibleName('Photography');
    await expect(tile.textContent).toBe('Photography');
    // The letter still shows.
    const letter = tile.querySelector('[data-letter]')!;
    await expect(getComputedStyle(letter, '::before').content).toContain('P');
  },
};

/** A phone: the window shows what fits; swipe or the arrows move it. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};
