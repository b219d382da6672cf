import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { admin, longName, siti } from '../../fixtures/users';
import { MobileMenu } from './MobileMenu';

// An open modal dialog aria-hides the page behind it, menu button included, while focus is
// trapped inside; axe still reports that hidden button, so this one rule is off while it is open.
const openDialog = {
  a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } },
  visual: { fullPage: true },
};

const meta = {
  title: 'UI/MobileMenu',
  component: MobileMenu,
  args: {
    user: siti,
    cartCount: 2,
    notificationCount: 3,
    hasUnread: true,
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onBellClick: fn(),
    onLogout: fn(),
    onOpenChange: fn(),
  },
  globals: { viewport: { value: 'mobile2' } },
  decorators: [withStoryLinks],
  beforeEach: resetNavigate,
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The open dialog, once its entrance has finished. */
const findDialog = async (): Promise<HTMLElement> => {
  const dialog = await body().findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** Closed: just the menu button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Open for a member: search, the site links (FAQ once), their account links, the theme and Logout. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: openDialog,
  play: async () => {
    const dialog = await findDialog();
    const nav = within(dialog).getByRole('navigation', { name: 'Menu' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/search',
      '/faq',
      '/how-it-works',
      '/about-us',
      '/terms-of-service',
      '/privacy-policy',
      '/cart',
      '/dashboard',
      '/settings',
      '/my-activity',
    ]);
    await expect(within(nav).getAllByRole('link', { name: 'FAQ' })).toHaveLength(1);
    await expect(within(dialog).getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    await expect(within(dialog).getByRole('searchbox', { name: 'Search items' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

/** Open for a visitor: Login and Signup instead of the account links. */
export const OpenLoggedOut: Story = {
  args: { defaultOpen: true, user: null },
  parameters: openDialog,
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(within(dialog).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    await expect(within(dialog).queryByRole('button', { name: 'Logout' })).toBeNull();
    await expect(within(dialog).getAllByRole('link', { name: 'FAQ' })).toHaveLength(1);
    // The theme is in the footer for visitors, as it is in the user menu for members.
    await expect(within(dialog).queryByRole('radiogroup', { name: 'Theme' })).toBeNull();
  },
};

/** Admins see no Settings or Activity here either. */
export const Admin: Story = {
  args: { defaultOpen: true, user: admin },
  parameters: openDialog,
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).queryByRole('link', { name: 'Settings' })).toBeNull();
    await expect(within(dialog).queryByRole('link', { name: 'Activity' })).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Focus stays inside while open; the labelled close button shuts it and focus returns. */
export const FocusTrap: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const dialog = await findDialog();
    for (let i = 0; i < 25; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Following a link, logging out or opening notifications closes the menu. */
export const ClosesOnNavigate: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.click(
      await within(await body().findByRole('dialog')).findByRole('link', { name: 'Dashboard' }),
    );
    await expect(navigate).toHaveBeenCalledWith('/dashboard');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(button);
    await userEvent.click(
      await within(await body().findByRole('dialog')).findByRole('button', { name: 'Logout' }),
    );
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(button);
    await userEvent.type(
      await within(await body().findByRole('dialog')).findByRole('searchbox'),
      'camera{Enter}',
    );
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('camera');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A long name wraps in the account heading. */
export const LongText: Story = { args: { defaultOpen: true, user: longName }, parameters: openDialog };

/** Open, on the dark theme. */
export const Dark: Story = { args: { defaultOpen: true }, parameters: { ...openDialog, theme: 'dark' } };
