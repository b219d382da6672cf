import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { requestsHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import CustomerRequestsPage from './CustomerRequestsPage';

const meta = {
  title: 'Screens/CustomerRequests',
  component: CustomerRequestsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/customer-requests' }, auth: 'siti' },
} satisfies Meta<typeof CustomerRequestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen().findByRole('region', { name: 'Requests for your items' });
const hakims = async () => {
  const rows = await within(await list()).findAllByRole('article', { name: /^Canon EOS R6 camera body$/ });
  return rows.find(
    (r) => r.textContent?.includes('Requested by Hakim Yusof') && r.textContent.includes('Pending'),
  )!;
};

/** Requests for Siti's items: renter, dates, money, Accept and Deny while pending. */
export const Filled: Story = {
  play: async () => {
    const row = await hakims();
    await expect(row).toHaveTextContent('10 Mar 2026 – 12 Mar 2026');
    await expect(row).toHaveTextContent('Answer by 05 Mar 2026, 14:00');
    await expect(row).toHaveTextContent('Held on cardB$140.00');
    await expect(row).toHaveTextContent('Deposit held on cardB$500.00');
    await expect(
      within(row).getByRole('button', { name: 'Accept Hakim Yusof’s request for Canon EOS R6 camera body' }),
    ).toBeVisible();
  },
};

/** Accept from the keyboard: the dialog says the card is charged and the days booked; then the order link. */
export const Accept: Story = {
  play: async () => {
    const row = await hakims();
    within(row)
      .getByRole('button', { name: /^Accept/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen().findByRole('dialog', { name: 'Accept Hakim Yusof’s request?' });
    await expect(dialog).toHaveTextContent(
      'Hakim Yusof’s card will be charged B$140.00 now, and 10 Mar 2026 – 12 Mar 2026 (3 days) will be booked',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Not yet' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const notice = await screen().findByRole('status');
    await expect(notice).toHaveTextContent('Request accepted');
    await expect(within(notice).getByRole('link', { name: 'View order #5010' })).toHaveAttribute(
      'href',
      '/my-orders/order-details/5010',
    );
  },
};

/** Deny with a reason typed in the dialog. */
export const DenyWithReason: Story = {
  play: async () => {
    const row = await hakims();
    await userEvent.click(within(row).getByRole('button', { name: /^Deny/ }));
    const dialog = await screen().findByRole('dialog', { name: 'Deny Hakim Yusof’s request?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason \(optional\)/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, 'Booked for a wedding that week.');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Deny request' }));
    await expect(await screen().findByRole('status')).toHaveTextContent('Request denied');
  },
};

/** The renter cancelled a moment before: the page says so and fetches the list again. */
export const Conflict: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.conflict } } },
  play: async () => {
    const row = await hakims();
    await userEvent.click(within(row).getByRole('button', { name: /^Accept/ }));
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and charge' }));
    await expect(await screen().findByRole('alert')).toHaveTextContent(
      'the renter cancelled it a moment ago. Nothing was charged.',
    );
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** No requests yet: what to do. */
export const Empty: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.empty } } },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'No one has asked to rent your items yet' }),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByText('Loading requests…')).toBeVisible();
  },
};

/** The list could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { requests: requestsHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Requests for your items could not be loaded.')).toBeVisible();
  },
};

/** Many requests. */
export const Long: Story = { parameters: { msw: { handlers: { requests: requestsHandlers.long } } } };

/** On a phone. */
export const Phone: Story = { ...Filled, globals: { viewport: { value: 'mobile2' } } };
