import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminVerificationHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminVerificationPage from './AdminVerificationPage';

const meta = {
  title: 'Screens/Admin/UserVerification',
  component: AdminVerificationPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/user-verification' }, auth: 'admin' },
} satisfies Meta<typeof AdminVerificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const queue = () => screen().findByRole('region', { name: 'Waiting for review' });
const entries = async () => within(await queue()).findAllByRole('listitem');
const entryOf = async (name: string) => within(await within(await queue()).findByRole('listitem', { name }));

/** Three people waiting, oldest first: both photos, the name, the age. */
export const Queue: Story = {
  play: async () => {
    const names = (await entries()).map((li) => within(li).getByRole('heading').textContent);
    await expect(names).toEqual(['Nurul Aini binti Haji Abdul Rahman', 'Awang Hafiz', 'Dayang Mariam']);
    const nurul = await entryOf('Nurul Aini binti Haji Abdul Rahman');
    await expect(nurul.getByText(/Born 14 Feb 1998 \(age \d+\)/)).toBeVisible();
    await expect(
      nurul.getByRole('img', { name: "Nurul Aini binti Haji Abdul Rahman's identity document" }),
    ).toBeVisible();
    await expect(
      nurul.getByRole('img', { name: "Nurul Aini binti Haji Abdul Rahman's selfie" }),
    ).toBeVisible();
  },
};

/** A photo opens larger in a dialog. */
export const PhotoLarger: Story = {
  play: async () => {
    const hafiz = await entryOf('Awang Hafiz');
    await userEvent.click(hafiz.getByRole('button', { name: "Open Awang Hafiz's selfie larger" }));
    const dialog = await screen().findByRole('dialog', { name: "Awang Hafiz's selfie" });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: "Awang Hafiz's selfie" })).toBeVisible(),
    );
  },
};

/** Approving: the entry leaves the list and the page says so. */
export const Approve: Story = {
  play: async () => {
    const hafiz = await entryOf('Awang Hafiz');
    await userEvent.click(hafiz.getByRole('button', { name: 'Approve' }));
    await expect(await screen().findByText('Awang Hafiz is verified.')).toBeVisible();
    await waitFor(async () => expect(await entries()).toHaveLength(2));
  },
};

/** Rejecting without a reason: the server's 422 beside the reason; with one, the entry leaves. */
export const RejectDialog: Story = {
  play: async () => {
    const mariam = await entryOf('Dayang Mariam');
    await userEvent.click(mariam.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Reject Dayang Mariam?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Say why, so that they can fix it.')).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, 'The selfie is too dark.');
    await userEvent.click(await dialog.findByRole('button', { name: 'Reject' }));
    await expect(await screen().findByText('Dayang Mariam was asked for new photos.')).toBeVisible();
    await waitFor(async () => expect(await entries()).toHaveLength(2));
  },
};

/** Another admin got there first: said, and the list read again. */
export const Conflict: Story = {
  parameters: { msw: { handlers: { adminVerification: adminVerificationHandlers.conflict } } },
  play: async () => {
    const nurul = await entryOf('Nurul Aini binti Haji Abdul Rahman');
    await userEvent.click(nurul.getByRole('button', { name: 'Approve' }));
    await expect(await screen().findByRole('alert')).toHaveTextContent('Another admin already reviewed this');
  },
};

/** Nobody waiting. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminVerification: adminVerificationHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Nobody is waiting' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminVerification: adminVerificationHandlers.loading } } },
  play: async () => {
    await expect(await screen().findByText(/Loading the queue/)).toBeVisible();
    await expect(await queue()).toHaveAttribute('aria-busy', 'true');
  },
};

/** The queue cannot load. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { adminVerification: adminVerificationHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('The queue could not be loaded')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: the photos one above the other. */
export const Phone: Story = { ...Queue, globals: { viewport: { value: 'mobile2' } } };
