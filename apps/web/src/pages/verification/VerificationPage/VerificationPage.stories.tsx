import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { verificationHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import VerificationPage from './VerificationPage';

const meta = {
  title: 'Screens/Verification',
  component: VerificationPage,
  parameters: { layout: 'fullscreen', screen: { path: '/verification' }, auth: 'unverified' },
} satisfies Meta<typeof VerificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const photo = (name: string, type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });
const documentInput = () =>
  screen().findByLabelText('Photo of your identity card or passport', { selector: 'input' });
const selfieInput = () => screen().findByLabelText('A selfie holding the card', { selector: 'input' });

async function start() {
  await userEvent.click(await screen().findByRole('button', { name: 'Start verification' }));
}

/** Starts, chooses both photos and sends them. */
async function chooseBothAndSend() {
  await start();
  await userEvent.upload(await documentInput(), photo('card.jpg'));
  await userEvent.upload(await selfieInput(), photo('me.png', 'image/png'));
  await userEvent.click(await screen().findByRole('button', { name: 'Send for checking' }));
}

/** Not verified yet: why it is needed, and a way to start. */
export const Unsubmitted: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Start verification' })).toBeVisible();
  },
};

/**
 * Choosing the two photos in the design system's dropzones: the document and a selfie (the camera
 * on a phone); the chosen photo shows as a preview with its name.
 */
export const Choosing: Story = {
  play: async () => {
    await start();
    await expect(await screen().findAllByText('browse')).toHaveLength(2);
    await userEvent.upload(await documentInput(), photo('card.jpg'));
    await expect(await screen().findByText('card.jpg')).toBeVisible();
    await expect(screen().getByRole('button', { name: /Remove photo/ })).toBeVisible();
    await expect(await selfieInput()).toHaveAttribute('capture', 'user');
  },
};

/**
 * A photo that will not do (refused by the dropzone), and a missing one: each said beside its own
 * field, the focus on it, nothing sent.
 */
export const FileErrors: Story = {
  play: async () => {
    await start();
    await userEvent.upload(await documentInput(), photo('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    await expect(await screen().findByText('huge.jpg was not added: it is larger than 10 MB.')).toBeVisible();
    await userEvent.upload(await documentInput(), photo('card.jpg'));
    await userEvent.click(await screen().findByRole('button', { name: 'Send for checking' }));
    await waitFor(async () =>
      expect(await selfieInput()).toHaveAccessibleDescription(/Choose a selfie holding the card\./),
    );
    await expect(await selfieInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(await documentInput()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(screen().queryByRole('progressbar')).toBeNull();
  },
};

/** Both missing: each photo says what to choose, the first takes the focus. */
export const NothingChosen: Story = {
  play: async () => {
    await start();
    await userEvent.click(await screen().findByRole('button', { name: 'Send for checking' }));
    await waitFor(async () =>
      expect(await documentInput()).toHaveAccessibleDescription(
        /Choose a photo of your identity card or passport\./,
      ),
    );
    await expect(await selfieInput()).toHaveAccessibleDescription(/Choose a selfie holding the card\./);
    await waitFor(async () => expect(await documentInput()).toHaveFocus());
  },
};

/** Uploading: the progress bar, the send button busy and disabled, and a way to stop. */
export const Uploading: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.uploading } } },
  play: async () => {
    await chooseBothAndSend();
    await expect(await screen().findByRole('progressbar', { name: 'Uploading your photos' })).toBeVisible();
    const send = screen().getByRole('button', { name: 'Send for checking' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await userEvent.click(screen().getByRole('button', { name: 'Stop the upload' }));
    await waitFor(() => expect(screen().queryByRole('progressbar')).toBeNull());
    await expect(await screen().findByText('card.jpg')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Send for checking' })).toBeEnabled();
  },
};

/**
 * The server refuses the document (checked by content): its message beside the document, no
 * alert repeating it; the photos stay chosen.
 */
export const UploadRefused: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.uploadRefused } } },
  play: async () => {
    await chooseBothAndSend();
    await waitFor(async () =>
      expect(await documentInput()).toHaveAccessibleDescription(
        /The document must be a JPEG, PNG, WebP or AVIF image\./,
      ),
    );
    await expect(await documentInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(screen().queryByText('Please correct the highlighted fields.')).toBeNull();
    await expect(screen().getByText('me.png')).toBeVisible();
  },
};

/** A refusal no photo shows (409: sent from another tab meanwhile): the server's words in an alert. */
export const UploadConflict: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.uploadConflict } } },
  play: async () => {
    await chooseBothAndSend();
    const said = await screen().findByText(
      'Your photos are being checked already. We will tell you the result.',
    );
    await expect(said.closest('[role="alert"]')).not.toBeNull();
    await expect(await documentInput()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(screen().getByRole('button', { name: 'Send for checking' })).toBeEnabled();
  },
};

/** Sent: the upload goes through and the page says the photos are being checked. */
export const Submitting: Story = {
  play: async () => {
    await chooseBothAndSend();
    await expect(
      await screen().findByRole('heading', { name: 'We are checking your photos' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Waiting for the admin: when it was sent, and the photos. */
export const Pending: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.pending } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'We are checking your photos' })).toBeVisible();
    await expect(screen().getByText(/Sent on 20 Nov 2026/)).toBeVisible();
    const photos = within(screen().getByRole('region', { name: 'The photos you sent' }));
    await expect(photos.getByRole('img', { name: 'Your identity document' })).toBeVisible();
  },
};

/** Verified: the badge and what can be done now. */
export const Approved: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.approved } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'You are verified' })).toBeVisible();
    const main = within(screen().getByRole('main'));
    await expect(main.getByRole('link', { name: 'List something for rent' })).toHaveAttribute(
      'href',
      '/add-item',
    );
  },
};

/** Rejected: the admin's reason, then new photos with the reason still in sight. */
export const Rejected: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.rejected } } },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'Your verification needs another look' }),
    ).toBeVisible();
    await expect(screen().getByText(/The card is blurred/)).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'Upload new photos' }));
    await expect(await documentInput()).toBeVisible();
    await expect(screen().getByText(/The card is blurred/)).toBeVisible();
  },
};

/** The status cannot be loaded: the message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your verification could not be loaded')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { verification: verificationHandlers.loading } } },
  play: async () => {
    await expect(await screen().findByText(/Loading your verification/)).toBeVisible();
  },
};

/** On a phone: the two pickers one above the other. */
export const Phone: Story = { ...Choosing, globals: { viewport: { value: 'mobile2' } } };
