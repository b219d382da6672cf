import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, resetNavigate, withStoryLinks } from '../../fixtures/storyLinks';
import { admin, longName, siti, sitiWithAvatar } from '../../fixtures/users';
import { Navbar } from './Navbar';
import { SESSION_NAME_PROPERTY } from './Navbar.css';

const meta = {
  title: 'UI/Navbar',
  component: Navbar,
  args: {
    user: null,
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onBellClick: fn(),
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withStoryLinks],
  beforeEach: resetNavigate,
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A visitor: Browse, About, FAQ, the search box, Login and Signup. */
export const LoggedOut: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the links go where the seed says', async () => {
      await expect(canvas.getByRole('link', { name: 'Pinjam' })).toHaveAttribute('href', '/');
      await expect(canvas.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/search');
      await expect(canvas.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
      await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await expect(canvas.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
      await expect(canvas.queryByRole('button', { name: /Notifications/ })).toBeNull();
    });
    await step('About opens the information pages', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'About' }));
      const menu = await body().findByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
        ['How it works', '/how-it-works'],
        ['About us', '/about-us'],
        ['FAQ', '/faq'],
        ['Terms of service', '/terms-of-service'],
        ['Privacy Policy', '/privacy-policy'],
      ]);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'About us' }));
      await expect(navigate).toHaveBeenCalledWith('/about-us');
      await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    });
  },
};

/** Every keystroke reports the term; Enter submits it. */
export const Search: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search items' });
    await userEvent.type(input, 'tent{Enter}');
    await expect(args.onSearchChange).toHaveBeenCalledTimes(4);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('tent');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('tent');
  },
};

/** The shared search term from the app shows in the box. */
export const WithSearchTerm: Story = {
  args: { searchTerm: 'drone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('drone');
  },
};

/** A visitor who has put something in the cart: the cart shows, with its count (decision 0016). */
export const LoggedOutWithCart: Story = {
  args: { cartCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Notifications/ })).toBeNull();
  },
};

/** What the boot script does for a member with a stored session, until the app has restored it. */
function StoredSession({ name, children }: { name: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.session = '';
    root.style.setProperty(SESSION_NAME_PROPERTY, JSON.stringify(name));
    return () => {
      delete root.dataset.session;
      root.style.removeProperty(SESSION_NAME_PROPERTY);
    };
  }, [name]);
  return children;
}

/**
 * A member's page drawn as a visitor's, before the app has restored their session
 * (`<html data-session>`): 'Hi, Siti' stands where Login and Signup were, never an empty bar.
 */
export const SessionPending: Story = {
  decorators: [
    (Story) => (
      <StoredSession name="Siti">
        <Story />
      </StoredSession>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Signup' })).toBeNull();
    const greeting = canvas.getByText('Hi,', { exact: false });
    await expect(greeting).toBeVisible();
    const name = greeting.querySelector('span')!;
    await expect(getComputedStyle(name, '::after').content).toBe('"Siti"');
  },
};

/** Signed in: bell, cart with its count, and the 'Hi, Siti' menu (with the theme) and the default avatar. */
export const LoggedIn: Story = {
  args: { user: siti, cartCount: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Hi, Siti/ }));
    const menu = await body().findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Settings',
      'Activity',
      'Logout',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/my-activity',
    );
    // The theme, before Logout: System, Light and Dark, System chosen.
    const theme = within(menu).getByRole('group', { name: 'Theme' });
    await expect(within(theme).getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The member's own picture in the trigger. */
export const LoggedInWithAvatar: Story = {
  args: { user: sitiWithAvatar, cartCount: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeInstanceOf(HTMLImageElement));
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

/** Admins get Dashboard and Logout only: no Settings, no Activity. */
export const Admin: Story = {
  args: { user: admin },
  play: async ({ canvasElement }) => {
    // The menu loads on first intent: the mouse over its light button brings it in, in its place.
    const light = within(canvasElement).getByRole('button', { name: /Hi, Hajah/ });
    await userEvent.hover(light);
    await waitFor(() => expect(light).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Hi, Hajah/ }));
    const menu = await body().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Logout']);
    await expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: 'Activity' })).toBeNull();
  },
};

/** Unread notifications: a dot on the bell and the count in its name. */
export const WithNotifications: Story = {
  args: { user: siti, cartCount: 12, notificationCount: 3, hasUnread: true },
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(within(canvasElement).getByTestId('notification-dot')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    await expect(args.onBellClick).toHaveBeenCalledOnce();
  },
};

/** A very long first name is cut with an ellipsis; the bar keeps its height. */
export const LongName: Story = {
  args: { user: longName, cartCount: 150 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Hi, Pengiranmuda/ });
    await expect(trigger.getBoundingClientRect().height).toBeLessThanOrEqual(48);
  },
};

/** Keyboard only: Enter opens the user menu, arrows walk it, Escape closes it. */
export const KeyboardUserMenu: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  args: { user: siti },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Hi, Siti/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    for (const [role, name] of [
      ['menuitem', 'Settings'],
      ['menuitem', 'Activity'],
      ['menuitemradio', 'System'],
      ['menuitemradio', 'Light'],
      ['menuitemradio', 'Dark'],
      ['menuitem', 'Logout'],
    ] as const) {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(within(menu).getByRole(role, { name })).toHaveFocus());
    }
    await userEvent.keyboard('{Escape}');
    // The menu loads on first intent: its trigger took the light button's place (and its focus).
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Hi, Siti/ })).toHaveFocus(),
    );
    await expect(body().queryByRole('menu')).toBeNull();
  },
};

/** Signed in, on the dark theme. */
export const Dark: Story = {
  args: { user: siti, cartCount: 2, notificationCount: 1, hasUnread: true },
  parameters: { theme: 'dark' },
};

/** At 1022px and narrower: brand, bell, cart and a menu button. */
export const Mobile: Story = {
  args: { user: siti, cartCount: 2, hasUnread: true },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Browse' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Hi, Siti/ })).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** The menu button opens the full-screen menu; Escape closes it and focus goes back. */
export const MobileOpen: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  args: { user: siti, cartCount: 2 },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    // A tap, as on a phone: the press loads the dialog and is pressed again on its trigger. (A
    // mouse's click brings the dialog in as it nears, and a loaded one can take the button's place
    // between the click's own events, which then go to the button no longer there.)
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    const dialog = await body().findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The dialog loads on first intent: its trigger took the light button's place (and its focus).
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};

/** The mobile menu open over the page, for a member with notifications. */
export const MobileMenuOpen: Story = {
  args: { user: siti, cartCount: 2, notificationCount: 3, hasUnread: true, defaultMobileMenuOpen: true },
  globals: { viewport: { value: 'mobile2' } },
  parameters: {
    // The open modal aria-hides the page (menu button included) while trapping focus; axe still
    // reports the hidden button, so that one rule is off while the dialog is open.
    a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } },
    visual: { fullPage: true },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  },
};

/** The mobile bar for a visitor. */
export const MobileLoggedOut: Story = { globals: { viewport: { value: 'mobile2' } } };
