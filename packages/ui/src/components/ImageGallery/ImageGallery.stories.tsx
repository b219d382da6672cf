import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePictures } from '../ItemCard/ItemCard.fixtures';
import { ImageGallery, type GalleryImage } from './ImageGallery';

const photos: GalleryImage[] = [
  { src: samplePictures.camera, alt: 'The camera from the front, lens attached' },
  { src: samplePictures.tent, alt: 'The tent pitched on grass' },
  { src: samplePictures.drone, alt: 'The drone with its four rotors' },
  { src: samplePictures.portrait, alt: 'The carry bag, standing up' },
  { src: samplePictures.bicycle, alt: 'A bicycle, for scale' },
];

const meta = {
  title: 'UI/ImageGallery',
  component: ImageGallery,
  args: { images: photos, label: 'Photos of Canon EOS R6', onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const gallery = (canvas: HTMLElement) =>
  within(canvas).getByRole('region', { name: 'Photos of Canon EOS R6' });
const activeSlide = (canvas: HTMLElement) =>
  canvas.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** The main photo, arrows, a counter, thumbnails and the enlarge button. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(gallery(canvasElement));
    await step('the first photo, named for screen readers; the others hidden', async () => {
      await expect(activeSlide(canvasElement)).toHaveAccessibleName('Photo 1 of 5');
      await expect(
        canvas.getByRole('img', { name: 'The camera from the front, lens attached' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    });
    await step('next, and the photo is announced', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
      await expect(activeSlide(canvasElement)).toHaveAccessibleName('Photo 2 of 5');
      await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
        'Photo 2 of 5: The tent pitched on grass',
      );
    });
    await step('a thumbnail jumps to its photo and is marked current', async () => {
      const thumbnails = within(canvas.getByRole('list', { name: 'Choose a photo' }));
      await userEvent.click(thumbnails.getByRole('button', { name: 'Show photo 5 of 5' }));
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
      await expect(thumbnails.getByRole('button', { name: 'Show photo 5 of 5' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(canvas.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    });
    await step('the carousel has moved to it', async () => {
      await waitFor(() => {
        const slide = activeSlide(canvasElement)!.getBoundingClientRect();
        const stage = gallery(canvasElement).getBoundingClientRect();
        return expect(Math.abs(slide.left - stage.left)).toBeLessThan(2);
      });
    });
  },
};

/** Arrow keys move between photos wherever focus is in the gallery. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await waitFor(() =>
      expect(within(gallery(canvasElement)).getByRole('button', { name: 'Next photo' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('Photo 2 of 5');
  },
};

/**
 * The enlarge button opens the photo over the page: a dialog named after the photo, where the arrow
 * keys step through; Escape closes it and focus returns to the button.
 */
export const Lightbox: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const enlarge = within(gallery(canvasElement)).getByRole('button', { name: 'Enlarge photo' });
    await userEvent.click(enlarge);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Photo 1 of 5' });
    await expect(
      within(dialog).getByRole('img', { name: 'The camera from the front, lens attached' }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('Photo 2 of 5');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(dialog).toHaveAccessibleName('Photo 3 of 5');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(enlarge).toHaveFocus());
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('Photo 3 of 5');
  },
};

/** The lightbox, open. */
export const LightboxOpen: Story = {
  args: { defaultIndex: 2, defaultEnlarged: true },
  parameters: { visual: { fullPage: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Photo 3 of 5' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Starting at another photo; a tall photo fits inside the frame. */
export const StartsAtAPhoto: Story = {
  args: { defaultIndex: 3 },
  play: async ({ canvasElement }) => {
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('Photo 4 of 5');
  },
};

/** The parent holds the photo shown. */
export const Controlled: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    return (
      <>
        <ImageGallery {...args} index={index} onIndexChange={setIndex} />
        <button type="button" onClick={() => setIndex(4)}>
          Last photo
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Last photo' }));
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('Photo 5 of 5');
  },
};

/** One photo: nothing to move between. */
export const SinglePhoto: Story = {
  args: { images: photos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next photo' })).toBeNull();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** No photos yet: a placeholder in the frame. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(gallery(canvasElement)).toHaveTextContent('No photos yet');
  },
};

/** While the photos load. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(gallery(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading photos');
  },
};

/** Without the lightbox. */
export const NotZoomable: Story = {
  args: { zoomable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Enlarge photo' })).toBeNull();
  },
};

/** On a phone: swipe the photo; smaller thumbnails. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };

/** On the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
