import { bannerImages, legacyBannerImages } from '@pinjam/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel';

/** The API's banners: a desktop picture, a phone picture and the words on them as alt text. */
const images = bannerImages.slice(0, 3);

const meta = {
  title: 'UI/BannerCarousel',
  component: BannerCarousel,
  args: { images },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeSlide = (canvas: HTMLElement) =>
  canvas.querySelector('[aria-roledescription="slide"][data-state="active"]')?.getAttribute('aria-label');

/** Three banners; the arrows and dots move between them. Rotation pauses while the pointer or focus is on it. */
export const Default: Story = {
  // The rotation would make screenshots differ run to run; Mobile and Single are the references.
  args: { interval: 60_000 },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('1 of 3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('2 of 3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('1 of 3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 3' }));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('3 of 3'));
    await expect(canvas.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The seed's 2.5 s rotation: the next banner shows by itself. */
export const Rotating: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('2 of 3'), { timeout: 4000 });
  },
};

/** Keyboard: with focus inside, the arrow keys move between banners. */
export const Keyboard: Story = {
  args: { interval: 60_000 },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next banner' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('2 of 3'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('1 of 3'));
  },
};

/** One banner: no arrows or dots. Its picture is read out as the words it shows. */
export const Single: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('img', { name: images[0]!.alt })).toBeVisible();
    // The phone's picture is offered below 640 px.
    await expect(canvasElement.querySelector('source')).toHaveAttribute('media', '(max-width: 639px)');
  },
};

/** No active banners: nothing is drawn. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  },
};

/**
 * A phone: its own picture (5:4, larger words), with the arrows and dots under it rather than on
 * its words.
 */
export const Mobile: Story = {
  args: { interval: 60_000 },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    if (window.innerWidth >= 640) return; // the runner's window may be wider than the story's viewport
    const image = within(canvasElement).getAllByRole('img')[0]! as HTMLImageElement;
    await waitFor(() => expect(image.currentSrc).toBe(images[0]!.mobile_path));
    const picture = image.getBoundingClientRect();
    const next = within(canvasElement).getByRole('button', { name: 'Next banner' }).getBoundingClientRect();
    await expect(next.top).toBeGreaterThanOrEqual(picture.bottom);
  },
};

/**
 * Banners uploaded before phone pictures and alt text: the one picture at every width (16:5, never
 * cropped), and no words to read out (the slide is named by its place, "1 of 3").
 */
export const WithoutPhonePictures: Story = {
  args: { images: legacyBannerImages.slice(0, 3), interval: 60_000 },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('source')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
