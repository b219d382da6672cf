import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, type BannerImage } from './BannerCarousel';

/** Deterministic banner pictures for stories and screenshots. */
const banner = (id: number, colour: string, text: string): BannerImage => ({
  id,
  alt: text,
  path: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500"><rect width="1600" height="500" fill="${colour}"/><text x="80" y="280" font-family="sans-serif" font-size="88" font-weight="700" fill="#fff">${text}</text></svg>`,
  )}`,
});
const images = [
  banner(1, '#0e6b58', 'Rent a drone for the weekend'),
  banner(2, '#7a3e9d', 'DJ gear for your majlis'),
  banner(3, '#b54708', 'Baby gear, borrowed not bought'),
];

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
    await expect(canvas.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');
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

/** One banner: no arrows or dots. */
export const Single: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No active banners: nothing is drawn. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  },
};

/** A phone. */
export const Mobile: Story = {
  args: { interval: 60_000 },
  decorators: [(Story) => <div style={{ width: 375 }}><Story /></div>],
};
