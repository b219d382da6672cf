import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdvertSlots, type Advert } from './AdvertSlots';

const picture = (colour: string, text: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${colour}"/><text x="40" y="${h / 2}" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${text}</text></svg>`,
  )}`;
const adverts: Advert[] = [
  { id: 1, position: 1, url: '/search?category=drones', path: picture('#0e6b58', 'Drones', 600, 800), alt: 'Drones for rent' },
  { id: 2, position: 2, url: null, path: picture('#7a3e9d', 'DJ gear', 600, 380) },
  { id: 3, position: 3, url: '/my-items', path: picture('#b54708', 'List your camera', 600, 380) },
];

const meta = {
  title: 'UI/AdvertSlots',
  component: AdvertSlots,
  args: { adverts },
  decorators: [(Story) => <div style={{ height: 420 }}><Story /></div>],
} satisfies Meta<typeof AdvertSlots>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Left, top right and bottom right; an advert without a link falls back to '#'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('data-position'))).toEqual(['1', '2', '3']);
    await expect(links[1]).toHaveAttribute('href', '#');
    await expect(within(canvasElement).getByRole('img', { name: 'Advertisement 2' })).toBeVisible();
  },
};

/** Only some slots filled: the others stay empty. */
export const OneAdvert: Story = { args: { adverts: adverts.slice(2) } };

/** No active adverts: nothing is drawn. */
export const Empty: Story = {
  args: { adverts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** A phone: the slots stack. */
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}><Story /></div>],
};
