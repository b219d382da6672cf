import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api';
import { demoItems, itemsHandlers, mockEndpoint } from '@pinjam/api/mocks';
import EditItemPage from './EditItemPage';
import { imageNames, photo } from '../../../testing/photos';
import { holdUploadAt } from '../../../testing/slowUpload';

const meta = {
  title: 'Screens/Edit item',
  component: EditItemPage,
  parameters: { layout: 'fullscreen', screen: { path: '/edit-item/101' }, auth: 'siti' },
} satisfies Meta<typeof EditItemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const CAMERA = 'Canon EOS R6 camera body';

// What the page last sent to POST /api/items/update/101.
let sent: FormData | null = null;
const capture = [
  mockEndpoint(contract.items.update, async ({ request, params }) => {
    sent = await request.formData();
    const item = demoItems.find((i) => i.id === Number(params.id))!;
    return HttpResponse.json({
      message: 'Your changes are saved.',
      item: { ...item, title: String(sent.get('title')) },
    });
  }),
  ...itemsHandlers.default,
];

const tiles = () => within(screen().getByRole('list', { name: 'Photos' }));
const save = () => userEvent.click(screen().getByRole('button', { name: 'Save changes' }));

/** The form filled from the item: prices back in B$, its three photos in order, for rent. */
export const Default: Story = {
  play: async () => {
    const s = screen();
    await expect(await s.findByRole('heading', { name: 'Edit item', level: 1 })).toBeVisible();
    await expect(await s.findByLabelText('Title')).toHaveValue(CAMERA);
    await expect(s.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Film & Photography');
    await expect(s.getByRole('combobox', { name: 'District' })).toHaveTextContent('Brunei-Muara');
    await expect(s.getByRole('radio', { name: 'Like new' })).toBeChecked();
    await expect(s.getByLabelText('Price per day')).toHaveValue('45');
    await expect(s.getByLabelText('Price per week (optional)')).toHaveValue('250');
    await expect(s.getByLabelText('Deposit (optional)')).toHaveValue('500');
    await expect(s.getByLabelText('Maximum days (optional)')).toHaveValue(14);
    await expect(s.getByRole('checkbox', { name: 'For sale' })).not.toBeChecked();
    await expect(tiles().getAllByRole('listitem')).toHaveLength(3);
    await expect(tiles().getByRole('listitem', { name: `Photo 1 of 3: ${CAMERA} (1)` })).toHaveTextContent(
      'Cover',
    );
  },
};

/**
 * Keep, reorder, remove and add photos: `keep_images` lists the kept ids and `new:N` in the new
 * order; the changed price goes out in cents; then the item's page and a confirmation.
 */
export const SaveChanges: Story = {
  parameters: { msw: { handlers: { items: capture } } },
  play: async ({ step }) => {
    sent = null;
    const s = screen();
    await step('change the title and the price', async () => {
      const title = await s.findByLabelText('Title');
      await userEvent.clear(title);
      await userEvent.type(title, 'Canon EOS R6, two batteries');
      await userEvent.clear(await s.findByLabelText('Price per day'));
      await userEvent.type(await s.findByLabelText('Price per day'), '49.90');
    });
    await step('remove the second photo, add one and make it the cover', async () => {
      await userEvent.click(
        within(tiles().getByRole('listitem', { name: `Photo 2 of 3: ${CAMERA} (2)` })).getByRole('button', {
          name: 'Remove photo',
        }),
      );
      await userEvent.upload(await s.findByLabelText('Photos', { selector: 'input' }), [
        photo('strap.png', '#b45309'),
      ]);
      await userEvent.click(
        await within(tiles().getByRole('listitem', { name: 'Photo 3 of 3: strap.png' })).findByRole(
          'button',
          {
            name: 'Make cover',
          },
        ),
      );
    });
    await step('save', save);
    await waitFor(() => expect(sent).not.toBeNull());
    await expect(sent!.get('keep_images')).toBe('new:0,1010,1012');
    await expect(imageNames(sent!)).toEqual(['strap.png']);
    await expect(sent!.get('title')).toBe('Canon EOS R6, two batteries');
    await expect(sent!.get('price_per_day')).toBe('4990');
    await expect(sent!.get('price_per_week')).toBe('25000');
    await expect(sent!.get('sale_price')).toBeNull();
    await expect(await s.findByText('Your changes are saved.')).toBeVisible();
    await waitFor(() => expect(s.queryByRole('heading', { name: 'Edit item', level: 1 })).toBeNull());
  },
};

/** Someone else's item (Hakim's speakers) reads as not found, with the way back. */
export const NotFound: Story = {
  parameters: { screen: { path: '/edit-item/103' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Item not found', level: 1 })).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Back to my items' })).toHaveAttribute(
      'href',
      '/my-items',
    );
  },
};

/** Loading the item: placeholders, the region busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByRole('group', { name: 'Loading the item' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The item could not be loaded: a message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('This item could not be loaded.')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new photo going up: its own progress and the form's bar. */
export const Uploading: Story = {
  beforeEach: () => holdUploadAt(0.6),
  play: async () => {
    const s = screen();
    await s.findByLabelText('Title');
    await userEvent.upload(s.getByLabelText('Photos', { selector: 'input' }), [
      photo('strap.png', '#b45309'),
    ]);
    await save();
    const bar = await s.findByRole('progressbar', { name: 'Uploading photos' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    await expect(s.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Not verified, editing an item for rent: the notice, and the server's 403 when saving. */
export const Unverified: Story = {
  parameters: {
    auth: 'unverified',
    msw: {
      handlers: {
        items: [
          ...itemsHandlers.verificationRequired,
          mockEndpoint(contract.items.update, () =>
            HttpResponse.json(
              {
                message: 'Verify your identity to offer items for rent. You can still list items for sale.',
                code: 'verification_required',
              },
              { status: 403 },
            ),
          ),
          ...itemsHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const s = screen();
    await expect(await s.findByTestId('verification-notice')).toHaveTextContent(
      'Listing for rent needs a verified identity',
    );
    await save();
    await waitFor(() =>
      expect(s.getByTestId('verification-notice')).toHaveAttribute('data-tone', 'critical'),
    );
    await expect(s.getByLabelText('Title')).toHaveValue(CAMERA);
  },
};

/** On a phone. */
export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile2' } } };
