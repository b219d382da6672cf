import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { requestsHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import MyRequestsPage from './MyRequestsPage';

const meta = {
  title: 'Screens/MyRequests',
  component: MyRequestsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-requests' }, auth: 'hakim' },
} satisfies Meta<typeof MyRequestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen().findByRole('region', { name: 'Requests you made' });
/** The row of `name` whose text has `status` (two requests may name the same item). */
const row = async (name: RegExp, status = '') => {
  const rows = await within(await list()).findAllByRole('article', { name });
  return rows.find((r) => r.textContent?.includes(status)) ?? rows[0]!;
};

/** Hakim's requests in every status: what happens next and by when, the reason, the order link. */
export const Filled: Story = {
  play: async () => {
    const pending = await row(/^Canon EOS R6 camera body$/, 'Pending');
    await expect(pending).toHaveTextContent(
      'Siti Rahman has until 05 Mar 2026, 14:00 to answer; your card is held, not charged.',
    );
    await expect(within(pending).getByText('Pending')).toBeVisible();
    await expect(within(pending).getByText('B$140.00')).toBeVisible();
    // The deposit is held on the card too, as the checkout counted it.
    await expect(pending).toHaveTextContent('Deposit held on cardB$500.00');
    const denied = await row(/Bugaboo Fox/);
    await expect(denied).toHaveTextContent('“The stroller is away for a family trip that week');
    const accepted = await row(/^DJI Mini 4 Pro Fly More combo$/);
    await expect(within(accepted).getByRole('link', { name: 'View order #5003' })).toHaveAttribute(
      'href',
      '/my-orders/order-details/5003',
    );
  },
};

/** Cancel while pending, from the keyboard: the dialog explains the hold, Enter confirms. */
export const CancelRequest: Story = {
  play: async () => {
    const pending = await row(/^Canon EOS R6 camera body$/, 'Pending');
    within(pending)
      .getByRole('button', { name: /Cancel request/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen().findByRole('dialog', { name: 'Cancel this request?' });
    await expect(dialog).toHaveTextContent(
      'The hold of B$140.00 and the deposit of B$500.00 on your card are released',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen().findByRole('status')).toHaveTextContent('Request cancelled');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(within(pending).getByText('Cancelled')).toBeVisible();
  },
};

/** The owner answered a moment before: a clear message, and the list is fetched again. */
export const Conflict: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.conflict } } },
  play: async () => {
    const pending = await row(/^Canon EOS R6 camera body$/, 'Pending');
    await userEvent.click(within(pending).getByRole('button', { name: /Cancel request/ }));
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await expect(await screen().findByRole('alert')).toHaveTextContent('the owner answered it a moment ago');
  },
};

/** Cancelling fails on the server's side: the dialog stays with the message. */
export const CancelFails: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.actionsFail } } },
  play: async () => {
    const pending = await row(/^Canon EOS R6 camera body$/, 'Pending');
    await userEvent.click(within(pending).getByRole('button', { name: /Cancel request/ }));
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** Nothing asked for yet: what to do, and a way to browse. */
export const Empty: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.empty } } },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'You have not asked to rent anything yet' }),
    ).toBeVisible();
    const main = within(screen().getByRole('main'));
    await expect(main.getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/search');
  },
};

/** Loading: the list says so and is marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByText('Loading requests…')).toBeVisible();
    await expect(await list()).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded: the server's message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your requests could not be loaded.')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Many requests and a long title. */
export const Long: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.long } } },
  play: async () => {
    await waitFor(async () => expect(within(await list()).getAllByRole('article').length).toBeGreaterThan(8));
  },
};

/** On a phone. */
export const Phone: Story = { ...Filled, globals: { viewport: { value: 'mobile2' } } };
