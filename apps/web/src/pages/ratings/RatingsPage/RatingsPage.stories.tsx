import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { mockPending, ratingsHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import RatingsPage from './RatingsPage';

const meta = {
  title: 'Screens/Ratings',
  component: RatingsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-ratings' }, auth: 'siti' },
} satisfies Meta<typeof RatingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const tab = (name: RegExp | string) => screen().findByRole('tab', { name });
const list = (name: string) => screen().findByRole('list', { name });

/** To give: Siti's completed orders waiting for her rating, newest first, each with Rate. */
export const ToGive: Story = {
  play: async () => {
    await expect(await tab(/^To give/)).toHaveAttribute('aria-selected', 'true');
    const rows = within(await list('To give')).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByRole('heading', { name: 'You sold to Hakim Yusof' })).toBeVisible();
    await expect(
      within(rows[0]!).getByText('Hakim Yusof has rated you: their rating shows once you rate them.'),
    ).toBeVisible();
    await expect(
      within(rows[1]!).getByRole('button', {
        name: 'Rate order #5011 with Nurul Aini binti Haji Abdul Rahman',
      }),
    ).toBeVisible();
  },
};

/** Given: what Siti wrote; the latest is hidden until Nurul rates, or its date. */
export const Given: Story = {
  parameters: { screen: { path: '/my-ratings?tab=given' } },
  play: async () => {
    const rows = within(await list('Given')).getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('data-state', 'hidden');
    await expect(
      within(rows[0]!).getByText('Hidden until Nurul Aini binti Haji Abdul Rahman rates, or 19 Mar 2026'),
    ).toBeVisible();
    await expect(
      within(rows[1]!).getByRole('heading', { name: /You rated the item Samsung Galaxy Tab/ }),
    ).toBeVisible();
    await expect(rows[2]).toHaveAttribute('data-state', 'published');
    await expect(within(rows[2]!).getByRole('img', { name: '5 out of 5' })).toBeVisible();
  },
};

/** Received: published ratings only, with Siti's average. */
export const Received: Story = {
  parameters: { screen: { path: '/my-ratings?tab=received' } },
  play: async () => {
    await expect(await screen().findByRole('img', { name: '4.5 out of 5, 2 reviews' })).toBeVisible();
    const rows = within(await list('Received')).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText(/The drone was in perfect condition/)).toBeVisible();
  },
};

/** Tabs from the keyboard: arrows move between them and the URL keeps the choice. */
export const KeyboardTabs: Story = {
  tags: ['no-visual'],
  play: async () => {
    (await tab(/^To give/)).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await tab('Given')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(async () => expect(await tab('Given')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await tab('Received')).toHaveAttribute('aria-selected', 'true'));
    await expect(await list('Received')).toBeVisible();
  },
};

/** Nothing to rate, given or received: each tab says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ratings: ratingsHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Nothing to rate' })).toBeVisible();
    await userEvent.click(await tab('Received'));
    await expect(await screen().findByRole('heading', { name: 'No ratings received yet' })).toBeVisible();
  },
};

/** The form opened from a reminder's link (`?order=`): stars by keyboard, the server's 422 beside the fields. */
export const FormErrors: Story = {
  parameters: {
    screen: { path: '/my-ratings?order=5011' },
    msw: { handlers: { ratings: ratingsHandlers.invalid } },
  },
  play: async () => {
    const form = within(await screen().findByRole('form', { name: 'Rate order #5011' }));
    // Sending without stars is stopped here, beside the stars.
    await userEvent.click(form.getByRole('button', { name: 'Send rating' }));
    await expect(await form.findByText('Choose from 1 to 5 stars.')).toBeVisible();
    // Keyboard: Tab reaches the group, arrows choose.
    const group = form.getByRole('group', { name: /How was Nurul Aini binti Haji Abdul Rahman/ });
    within(group).getAllByRole('radio')[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).toBeChecked(),
    );
    // Both word fields (the other side's, and the item's: Siti bought it) count down from 2,000.
    await expect(form.getAllByText('2000 characters left')).toHaveLength(2);
    await userEvent.type(form.getByRole('textbox', { name: 'In your own words (optional)' }), 'Fine');
    await userEvent.click(await form.findByRole('button', { name: 'Send rating' }));
    await expect(await form.findByText('Use at most 2000 characters')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'In your own words (optional)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The lists are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ratings: ratingsHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByText('Loading your ratings…')).toBeVisible();
  },
};

/** The lists fail: the reason and Try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { ratings: ratingsHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your ratings could not be loaded.')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Phone width: the tabs and rows fit without scrolling sideways. */
export const Phone: Story = { ...ToGive, globals: { viewport: { value: 'mobile2' } } };

/** While the rating is on its way, Send rating is busy, says so and cannot be pressed twice. */
export const Sending: Story = {
  parameters: {
    screen: { path: '/my-ratings?order=5011' },
    msw: { handlers: { ratings: [mockPending(contract.ratings.create), ...ratingsHandlers.default] } },
  },
  play: async () => {
    const form = within(await screen().findByRole('form', { name: 'Rate order #5011' }));
    const group = form.getByRole('group', { name: /How was Nurul Aini binti Haji Abdul Rahman/ });
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars, Very good' }));
    await userEvent.click(await form.findByRole('button', { name: 'Send rating' }));
    const button = await form.findByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** Rate and send (last: the mocks keep the rating for the stories after it): the seed's toast, and the order moves from To give to Given. */
export const Submitted: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Rate order #5012 with Hakim Yusof' }));
    const form = within(await screen().findByRole('form', { name: 'Rate order #5012' }));
    await userEvent.click(form.getByRole('radio', { name: '5 stars, Excellent' }));
    await userEvent.type(
      await form.findByRole('textbox', { name: 'In your own words (optional)' }),
      'Careful with my camera.',
    );
    await userEvent.click(await form.findByRole('button', { name: 'Send rating' }));
    await expect(await screen().findByText('Your rating has been submitted')).toBeVisible();
    await waitFor(async () => expect(await tab('Given')).toHaveAttribute('aria-selected', 'true'));
    const rows = within(await list('Given')).getAllByRole('listitem');
    await waitFor(() => expect(within(rows[0]!).getByText('Careful with my camera.')).toBeVisible());
    await expect(await tab(/^To give/)).toHaveTextContent('To give (1)');
  },
};
