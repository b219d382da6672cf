import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api';
import { demoItems, itemsHandlers, mockEndpoint } from '@pinjam/api/mocks';
import AddItemPage from './AddItemPage';
import { imageNames, photo, threePhotos } from '../../../testing/photos';
import { holdUploadAt } from '../../../testing/slowUpload';

const meta = {
  title: 'Screens/Add item',
  component: AddItemPage,
  parameters: { layout: 'fullscreen', screen: { path: '/add-item' }, auth: 'siti' },
} satisfies Meta<typeof AddItemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

// What the page last sent to POST /api/items/create, as the server would read it.
let sent: FormData | null = null;
const capture = [
  mockEndpoint(contract.items.create, async ({ request }) => {
    sent = await request.formData();
    return HttpResponse.json({ message: 'Your item is listed.', item: demoItems[0]! }, { status: 201 });
  }),
  ...itemsHandlers.default,
];

async function choose(label: string, option: string) {
  await userEvent.click(screen().getByRole('combobox', { name: label }));
  await userEvent.click(await screen().findByRole('option', { name: option }));
}

/** Fills every field a listing needs: rent at B$12.50 a day, three photos. */
async function fillIn({ rent = true, sale = false } = {}) {
  const s = screen();
  await userEvent.type(await s.findByLabelText('Title'), 'Canon EOS R6 camera body');
  // Pasted, as a description often is: typed key by key it took seconds on a busy machine.
  await userEvent.click(await s.findByLabelText('Description'));
  await userEvent.paste('Two batteries, charger and a 128 GB card.');
  await choose('Category', 'Film & Photography');
  await choose('District', 'Tutong');
  await userEvent.click(s.getByRole('radio', { name: 'Like new' }));
  await userEvent.upload(await s.findByLabelText('Photos', { selector: 'input' }), threePhotos());
  for (const [name, wanted] of [
    ['For rent', rent],
    ['For sale', sale],
  ] as const) {
    const box = s.getByRole('checkbox', { name });
    if ((box.getAttribute('aria-checked') === 'true') !== wanted) await userEvent.click(box);
  }
  if (rent) {
    await userEvent.type(s.getByLabelText('Price per day'), '12.50');
    await userEvent.type(await s.findByLabelText('Price per week (optional)'), '60');
    await userEvent.type(await s.findByLabelText('Deposit (optional)'), '150');
  }
  if (sale) {
    await userEvent.type(s.getByLabelText('Sale price'), '1,850.99');
  }
  await userEvent.clear(s.getByLabelText('How many do you have?'));
  await userEvent.type(await s.findByLabelText('How many do you have?'), '2');
}

/** The form's summary of a refused submit (the photo field keeps an empty alert of its own). */
async function summary(text: string) {
  await waitFor(() =>
    expect(
      screen()
        .getAllByRole('alert')
        .some((el) => el.textContent?.includes(text)),
    ).toBe(true),
  );
  return screen()
    .getAllByRole('alert')
    .find((el) => el.textContent?.includes(text))!;
}

const submit = () => userEvent.click(screen().getByRole('button', { name: 'List item' }));

/** The empty form for a verified owner: four sections, for rent chosen, one unit. */
export const Default: Story = {
  play: async () => {
    const s = screen();
    await expect(await s.findByRole('heading', { name: 'List an item', level: 1 })).toBeVisible();
    for (const name of ['About the item', 'Photos', 'Renting and selling', 'Stock'])
      await expect(s.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(s.getByRole('checkbox', { name: 'For rent' })).toBeChecked();
    await expect(s.getByLabelText('Price per day')).toHaveAccessibleDescription('B$');
    await expect(s.getByLabelText('How many do you have?')).toHaveValue(1);
    await expect(s.queryByTestId('verification-notice')).toBeNull();
  },
};

/**
 * Fill in and list: prices typed in B$ go out as integer cents, the photos in their order; then
 * the item's page and a confirmation.
 */
export const FillAndSubmit: Story = {
  parameters: { msw: { handlers: { items: capture } } },
  play: async ({ step }) => {
    sent = null;
    await step('fill in the form', () => fillIn({ rent: true, sale: true }));
    await step('list it', submit);
    await waitFor(() => expect(sent).not.toBeNull());
    const form = sent!;
    await expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      title: 'Canon EOS R6 camera body',
      description: 'Two batteries, charger and a 128 GB card.',
      category: 'film-photography',
      district: 'Tutong',
      condition: 'like_new',
      price_per_day: '1250',
      price_per_week: '6000',
      deposit: '15000',
      min_days: '1',
      sale_price: '185099',
      starting_inventory: '2',
    });
    await expect(imageNames(form)).toEqual(['front.png', 'side.png', 'box.png']);
    // After the answer the page moves to the new item; on a busy machine that takes seconds.
    await expect(await screen().findByText('Your item is listed.', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() =>
      expect(screen().queryByRole('heading', { name: 'List an item', level: 1 })).toBeNull(),
    );
  },
};

/** Reorder before listing: the photo made cover is sent first, the rest keep their order. */
export const ReorderPhotos: Story = {
  parameters: { msw: { handlers: { items: capture } } },
  play: async () => {
    sent = null;
    await fillIn();
    const photos = screen().getByRole('list', { name: 'Photos' });
    await userEvent.click(
      within(within(photos).getByRole('listitem', { name: 'Photo 3 of 3: box.png' })).getByRole('button', {
        name: 'Make cover',
      }),
    );
    await userEvent.click(
      await within(within(photos).getByRole('listitem', { name: 'Photo 2 of 3: front.png' })).findByRole(
        'button',
        {
          name: 'Move later',
        },
      ),
    );
    await waitFor(() =>
      expect(within(photos).getByRole('listitem', { name: 'Photo 1 of 3: box.png' })).toHaveTextContent(
        'Cover',
      ),
    );
    await submit();
    await waitFor(() => expect(sent).not.toBeNull());
    await expect(imageNames(sent!)).toEqual(['box.png', 'side.png', 'front.png']);
  },
};

/** Sent empty: each missing field says so beside it, and focus goes to the first. Nothing is sent. */
export const MissingFields: Story = {
  parameters: { msw: { handlers: { items: capture } } },
  play: async () => {
    sent = null;
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'List item' }));
    await summary('Please correct the highlighted fields.');
    const title = s.getByLabelText('Title');
    await expect(title).toHaveAccessibleDescription(/Enter a title/);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(s.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category',
    );
    await expect(s.getByLabelText('Price per day')).toHaveAccessibleDescription('B$ Enter the price per day');
    await expect(s.getByLabelText('Photos', { selector: 'input' })).toHaveAccessibleDescription(
      /Add at least one photo/,
    );
    await userEvent.type(s.getByLabelText('Price per day'), '12.505');
    await userEvent.click(await s.findByRole('button', { name: 'List item' }));
    await waitFor(() =>
      expect(s.getByLabelText('Price per day')).toHaveAccessibleDescription('B$ Enter an amount like 12.50'),
    );
    await expect(sent).toBeNull();
  },
};

/** The server refuses: its messages stand beside their fields (and on the photo), focus goes to the first, nothing typed is lost. */
export const ServerErrors: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.createInvalid } } },
  play: async () => {
    await fillIn();
    await submit();
    const s = screen();
    const title = s.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Use at least 3 characters/));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(s.getByLabelText('Price per day')).toHaveAccessibleDescription(
      'B$ Use whole cents: no fractions',
    );
    await expect(s.getByLabelText('How many do you have?')).toHaveAccessibleDescription(/Must be at most 99/);
    await expect(s.getByLabelText('Photos', { selector: 'input' })).toHaveAccessibleDescription(
      /Image 2 \(scan.pdf\) must be a JPEG, PNG, WebP or AVIF image./,
    );
    await expect(s.getByRole('listitem', { name: 'Photo 2 of 3: side.png' })).toHaveAccessibleDescription(
      'Image 2 (scan.pdf) must be a JPEG, PNG, WebP or AVIF image.',
    );
    await expect(title).toHaveValue('Canon EOS R6 camera body');
    await expect(s.getByLabelText('Price per day')).toHaveValue('12.50');
    await expect(s.getAllByRole('listitem', { name: /^Photo \d of 3/ })).toHaveLength(3);
  },
};

/** 413: the photos were too large for the server. Said beside the photos and at the top. */
export const PhotosTooLarge: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.imageTooLarge } } },
  play: async () => {
    await fillIn();
    await submit();
    const s = screen();
    await summary('Your photos are too large to upload');
    const input = s.getByLabelText('Photos', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription(/Each image must be at most 10 MB./);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(s.getByLabelText('Title')).toHaveValue('Canon EOS R6 camera body');
  },
};

/** Something broke on the server: a clear message at the top, focus on it, the form as it was. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.error } } },
  play: async () => {
    await fillIn();
    await submit();
    const alert = await summary('Your listing could not be saved');
    await expect(alert).toHaveTextContent('Something went wrong on our side.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(screen().getByRole('button', { name: 'List item' })).toBeEnabled();
  },
};

/** Not verified (Nurul): told that renting needs verification, with the link; selling is chosen. */
export const Unverified: Story = {
  parameters: { auth: 'unverified' },
  play: async () => {
    const s = screen();
    const notice = await s.findByTestId('verification-notice');
    await expect(notice).toHaveTextContent('Listing for rent needs a verified identity');
    await expect(within(notice).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
    await expect(s.getByRole('checkbox', { name: 'For sale' })).toBeChecked();
    await expect(s.getByRole('checkbox', { name: 'For rent' })).not.toBeChecked();
  },
};

/** Not verified and offering it for rent anyway: the server's 403 is shown clearly, with the way to verify. */
export const VerificationRequired: Story = {
  parameters: { auth: 'unverified', msw: { handlers: { items: itemsHandlers.verificationRequired } } },
  play: async () => {
    await fillIn({ rent: true });
    await submit();
    const s = screen();
    const alert = await summary(
      'Verify your identity to offer items for rent. You can still list items for sale.',
    );
    await expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(s.getByTestId('verification-notice')).toHaveAttribute('data-tone', 'critical');
  },
};

/** While the photos go up: the bar shows how far, the form is locked, the button busy. */
export const Uploading: Story = {
  beforeEach: () => holdUploadAt(0.45),
  play: async () => {
    await fillIn();
    await submit();
    const s = screen();
    const bar = await s.findByRole('progressbar', { name: 'Uploading photos' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    await expect(s.getByRole('button', { name: 'List item' })).toHaveAttribute('aria-busy', 'true');
    await expect(s.getByLabelText('Title')).toBeDisabled();
    await expect(s.getAllByRole('progressbar', { name: 'Uploading' }).length).toBeGreaterThan(0);
  },
};

/** Uploaded, the server still working: the bar says so without a number. */
export const Saving: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.slow } } },
  play: async () => {
    await fillIn({ rent: false, sale: true });
    await submit();
    await expect(
      await screen().findByRole('progressbar', { name: /Uploading photos|Saving your listing/ }),
    ).toBeVisible();
    await expect(screen().getByRole('button', { name: 'List item' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long title and description fill their fields; the counter counts down. */
export const LongText: Story = {
  play: async () => {
    const s = screen();
    const title = await s.findByLabelText('Title');
    await userEvent.type(title, 'Sony A7 IV with 24-70 mm f/2.8 GM II lens, two batteries and a padded bag');
    await userEvent.upload(await s.findByLabelText('Photos', { selector: 'input' }), [
      photo('IMG_20260310_174512_HDR_portrait_mode_front_view.png', '#7c3aed'),
    ]);
    await expect(title).toHaveValue(
      'Sony A7 IV with 24-70 mm f/2.8 GM II lens, two batteries and a padded bag',
    );
  },
};

/** On a phone: one column, the same form. */
export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile2' } } };
