import { advertImages, legacyAdvertImages } from '@pinjam/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdvertSlots } from './AdvertSlots';

/** The API's adverts: one per slot, each drawn for its slot and for a phone, with its words as alt text. */
const adverts = advertImages;

const meta = {
  title: 'UI/AdvertSlots',
  component: AdvertSlots,
  args: { adverts },
} satisfies Meta<typeof AdvertSlots>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Left, top right and bottom right; the grid keeps the pictures' shape, so nothing is cropped.
 * An advert without a link falls back to '#'.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('data-position'))).toEqual(['1', '2', '3']);
    await expect(links[2]).toHaveAttribute('href', '#');
    await expect(canvas.getByRole('link', { name: adverts[0]!.alt })).toBeVisible();
    for (const source of canvasElement.querySelectorAll('source'))
      await expect(source).toHaveAttribute('media', '(max-width: 639px)');
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

/** A phone: the slots stack, each showing its phone picture (5:4, larger words) whole. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    if (window.innerWidth >= 640) return; // the runner's window may be wider than the story's viewport
    const image = within(canvasElement).getAllByRole('img')[0]! as HTMLImageElement;
    await expect(image.currentSrc).toBe(adverts[0]!.mobile_path);
  },
};

/**
 * Adverts uploaded before phone pictures and alt text: each slot takes its one picture's shape
 * on a phone too, and a link is named by where it leads (never "Advertisement 1").
 */
export const WithoutPhonePicturesOrAlt: Story = {
  args: { adverts: legacyAdvertImages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Advert: /search?category=holiday-travel' })).toBeVisible();
    await expect(canvas.getAllByRole('link')[2]).toHaveAccessibleName('Advert');
    await expect(canvasElement.querySelector('source')).toBeNull();
  },
};

/** The app names a link by its own words where it can: here, a category's name for its search. */
export const DescribedByTheApp: Story = {
  tags: ['no-visual'],
  args: {
    adverts: legacyAdvertImages.slice(0, 1),
    describe: ({ url }) => (url?.includes('holiday-travel') ? 'Holiday & Travel' : undefined),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Advert: Holiday & Travel' })).toBeVisible();
  },
};
