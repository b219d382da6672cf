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

/**
 * Nothing uploaded yet: the uploads (dropzones) are there, the preview says the page starts with
 * the search.
 */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminContent: adminContentHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByText('No banners yet. Add one above.')).toBeVisible();
    await expect(screen().getByText('No adverts yet. Add one above.')).toBeVisible();
    await expect(screen().getByText(/No banner is shown/)).toBeVisible();
    await expect(screen().getByLabelText('Add banners')).toBeEnabled();
    // Both uploads are the design system's dropzone: drop, or browse.
    await expect(screen().getAllByText('browse')).toHaveLength(2);
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
    // Thumbnails show the whole artwork (letterboxed), never a crop of it.
    for (const thumb of [
      first.getByRole('img'),
      within((await adverts()).getAllByRole('listitem')[0]!).getByRole('img'),
    ])
      await expect(getComputedStyle(thumb).objectFit).toBe('contain');
    await userEvent.click(first.getByRole('switch', { name: 'Shown on the home page' }));
    await expect(await screen().findByText('Saved. The home page shows it within seconds.')).toBeVisible();
    await waitFor(() =>
      expect(first.getByRole('switch', { name: 'Shown on the home page' })).not.toBeChecked(),
    );

    const advert = within((await adverts()).getByRole('listitem', { name: 'Advert 1' }));
    const link = advert.getByRole('textbox', { name: 'Link' });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://example.com/camping');
    await userEvent.click(await advert.findByRole('button', { name: 'Save' }));
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

const advertOne = async () => within((await adverts()).getByRole('listitem', { name: 'Advert 1' }));

/** The link is checked with the contract's rule before anything is sent: its message beside it, focused. */
export const AdvertChecked: Story = {
  play: async () => {
    const advert = await advertOne();
    const link = advert.getByRole('textbox', { name: 'Link' });
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(await advert.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(/Enter a web address starting with http/));
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(link).toHaveFocus();
    await expect(screen().queryByText('Saved. The home page shows it within seconds.')).toBeNull();
  },
};

/** The server's 422 stands beside the link, the focus on it. */
export const AdvertRefused: Story = {
  parameters: { msw: { handlers: { adminContent: adminContentHandlers.advertRefused } } },
  play: async () => {
    const advert = await advertOne();
    await userEvent.click(await advert.findByRole('button', { name: 'Save' }));
    const link = await advert.findByRole('textbox', { name: 'Link' });
    await waitFor(() => expect(link).toHaveAccessibleDescription(/Enter a web address starting with http/));
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Deleted meanwhile (404): the refusal in the card's alert, nothing beside the fields. */
export const AdvertGone: Story = {
  parameters: { msw: { handlers: { adminContent: adminContentHandlers.advertGone } } },
  play: async () => {
    const advert = await advertOne();
    await userEvent.click(await advert.findByRole('button', { name: 'Save' }));
    await expect(await advert.findByRole('alert')).toHaveTextContent('There is no such advert.');
    await expect(advert.getByRole('textbox', { name: 'Link' })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving: Save is busy and disabled, so the card is not sent twice. */
export const AdvertSaving: Story = {
  parameters: { msw: { handlers: { adminContent: adminContentHandlers.advertSaving } } },
  play: async () => {
    const advert = await advertOne();
    await userEvent.click(await advert.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(advert.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(advert.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Two banners going up: the bar, and each picture's preview, show how far the upload has got. */
export const Uploading: Story = {
  beforeEach: () => holdUploadAt(0.4),
  play: async () => {
    await userEvent.upload(await screen().findByLabelText('Add banners'), [
      photo('summer.png', '#0f4c75'),
      photo('raya.png', '#be185d'),
    ]);
    // The page's bar and one on each picture's preview.
    const bars = await screen().findAllByRole('progressbar', { name: 'Uploading' });
    await expect(bars).toHaveLength(3);
    for (const bar of bars) await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(screen().getByLabelText('Add banners', { selector: 'input' })).toBeDisabled();
    await expect(await screen().findByText('summer.png')).toBeVisible();
    await expect(screen().getByText('raya.png')).toBeVisible();
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
