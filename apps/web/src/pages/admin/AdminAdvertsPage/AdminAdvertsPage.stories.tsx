import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminContentHandlers } from '@pinjam/api/mocks';
import { photo } from '../../../testing/photos';
import { holdUploadAt } from '../../../testing/slowUpload';
import { screen } from '../../../testing/storyHelpers';
import AdminAdvertsPage from './AdminAdvertsPage';

const meta = {
  title: 'Screens/Admin/Adverts',
  component: AdminAdvertsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/adverts' }, auth: 'admin' },
} satisfies Meta<typeof AdminAdvertsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const banners = async () => within(await screen().findByRole('list', { name: 'Banners' }));
const adverts = async () => within(await screen().findByRole('list', { name: 'Adverts' }));

/** Nothing uploaded yet: the uploads are there, the preview says the page starts with the search. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminContent: adminContentHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByText('No banners yet. Add one above.')).toBeVisible();
    await expect(screen().getByText('No adverts yet. Add one above.')).toBeVisible();
    await expect(screen().getByText(/No banner is shown/)).toBeVisible();
    await expect(screen().getByLabelText('Add banners')).toBeEnabled();
  },
};

/**
 * Four banners shown and one hidden, an advert per slot and one hidden: switching a banner off
 * takes it out of the preview; an advert's slot and link are saved; Delete asks first.
 */
export const WithImages: Story = {
  play: async () => {
    const list = await banners();
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    const first = within(list.getByRole('listitem', { name: 'Banner 1' }));
    await userEvent.click(first.getByRole('switch', { name: 'Shown on the home page' }));
    await expect(await screen().findByText('Saved. The home page shows it within seconds.')).toBeVisible();
    await waitFor(() =>
      expect(first.getByRole('switch', { name: 'Shown on the home page' })).not.toBeChecked(),
    );

    const advert = within((await adverts()).getByRole('listitem', { name: 'Advert 1' }));
    const link = advert.getByRole('textbox', { name: 'Link' });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://example.com/camping');
    await userEvent.click(advert.getByRole('button', { name: 'Save' }));
    await expect(await screen().findByText('Saved. The home page shows it within seconds.')).toBeVisible();

    await userEvent.click(
      within((await banners()).getByRole('listitem', { name: 'Banner 5' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = within(await screen().findByRole('dialog', { name: 'Delete this banner?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await banners()).getAllByRole('listitem')).toHaveLength(4));
  },
};

/** Two banners going up: the bar shows how far the upload has got. */
export const Uploading: Story = {
  beforeEach: () => holdUploadAt(0.4),
  play: async () => {
    await userEvent.upload(await screen().findByLabelText('Add banners'), [
      photo('summer.png', '#0f4c75'),
      photo('raya.png', '#be185d'),
    ]);
    const bar = await screen().findByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(screen().getByLabelText('Add banners')).toBeDisabled();
  },
};

/** The server refuses a file that is not an image: the reason shows beside the upload. */
export const UploadError: Story = {
  parameters: { msw: { handlers: { adminContent: adminContentHandlers.uploadError } } },
  play: async () => {
    await userEvent.upload(await screen().findByLabelText('Add adverts'), photo('notes.png', '#333333'));
    await expect(
      await screen().findByText('Image 1 (notes.pdf) must be a JPEG, PNG, WebP or AVIF image.'),
    ).toBeVisible();
    await expect(screen().getByLabelText('Add adverts')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** At phone width: the cards stack, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await expect((await banners()).getByRole('listitem', { name: 'Banner 1' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
