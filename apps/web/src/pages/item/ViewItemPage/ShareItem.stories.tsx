import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toaster, ToastProvider } from '@pinjam/ui';
import { ShareItem } from './ShareItem';

const TITLE = 'Perception Tribe 9.5 sit-on-top kayak';
const url = () => `${window.location.origin}/view-item/103`;

const share = fn<(data: ShareData) => Promise<void>>();
const writeText = fn<(text: string) => Promise<void>>();

/**
 * What the browser offers, for one story: the Web Share API or none, and a clipboard. Put on the
 * page's navigator and taken off after (the story files share one page).
 */
const browser = (offers: { share?: typeof share; clipboard?: boolean }) => () => {
  toaster.clear();
  share.mockReset().mockResolvedValue(undefined);
  writeText.mockReset().mockResolvedValue(undefined);
  const values = { share: offers.share, clipboard: offers.clipboard === false ? undefined : { writeText } };
  for (const [key, value] of Object.entries(values))
    Object.defineProperty(navigator, key, { value, configurable: true });
  return () => {
    for (const key of Object.keys(values)) delete (navigator as unknown as Record<string, unknown>)[key];
  };
};

const meta = {
  title: 'Screens/View item/Share',
  component: ShareItem,
  args: { id: 103, title: TITLE },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  beforeEach: browser({}),
} satisfies Meta<typeof ShareItem>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const shareButton = () => screen().findByRole('button', { name: 'Share' });

/**
 * On a phone (the Web Share API): Share opens the system's sheet with the item's title, a
 * sentence and its address; no menu of ours. Closing the sheet without choosing says nothing.
 */
export const WithWebShare: Story = {
  beforeEach: browser({ share }),
  play: async ({ step }) => {
    // Known after the first render (the server's page draws the other button).
    await waitFor(() =>
      expect(screen().getByRole('button', { name: 'Share' })).not.toHaveAttribute('aria-expanded'),
    );
    await userEvent.click(await shareButton());
    await expect(share).toHaveBeenCalledWith({ title: TITLE, text: `${TITLE}, on Pinjam:`, url: url() });
    await expect(screen().queryByRole('list', { name: 'Share this item' })).toBeNull();
    await step('the sheet closed without a choice: no message', async () => {
      share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
      await userEvent.click(await shareButton());
      await expect(share).toHaveBeenCalledTimes(2);
      await expect(screen().queryByText(/could not be shared/)).toBeNull();
    });
  },
};

/**
 * Elsewhere (a desktop): the button shows WhatsApp and Facebook, each opening in a new tab with
 * the item's address, and Copy link. Escape puts them away; left open.
 */
export const WithoutWebShare: Story = {
  play: async ({ step }) => {
    await userEvent.click(await shareButton());
    await expect(await shareButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen().findByRole('list', { name: 'Share this item' });
    const items = within(menu).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual(['WhatsApp', 'Facebook', 'Copy link']);
    const whatsApp = within(menu).getByRole('link', { name: 'WhatsApp' });
    await expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${TITLE}, on Pinjam: ${url()}`)}`,
    );
    const facebook = within(menu).getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url())}`,
    );
    for (const link of [whatsApp, facebook]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await step('Escape puts the choices away; Share shows them again', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('list', { name: 'Share this item' })).toBeNull());
      await expect(await shareButton()).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(await shareButton());
      await expect(await screen().findByRole('list', { name: 'Share this item' })).toBeVisible();
    });
  },
};

/** Copy link puts the item's address on the clipboard and says so. */
export const Copied: Story = {
  play: async () => {
    await userEvent.click(await shareButton());
    await userEvent.click(await screen().findByRole('button', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledWith(url());
    await expect(await screen().findByText('Link copied')).toBeVisible();
    await expect(screen().queryByRole('alert')).toBeNull();
  },
};

/** The browser refuses the clipboard: the link is shown in a field, to select and copy by hand. */
export const ClipboardRefused: Story = {
  play: async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await userEvent.click(await shareButton());
    await userEvent.click(await screen().findByRole('button', { name: 'Copy link' }));
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent('Your browser did not let us copy the link.');
    await expect(within(alert).getByRole('textbox', { name: 'Link to this item' })).toHaveValue(url());
    await expect(screen().queryByText('Link copied')).toBeNull();
  },
};
