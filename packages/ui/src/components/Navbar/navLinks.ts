/** The navigation the seed fixes, shared by the Navbar and its MobileMenu so they never drift. */
export interface NavLink {
  href: string;
  label: string;
}

export const browseLink: NavLink = { href: '/search', label: 'Browse' };
export const faqLink: NavLink = { href: '/faq', label: 'FAQ' };

export const aboutLinks: readonly NavLink[] = [
  { href: '/how-it-works', label: 'How it works' },
  { href: '/about-us', label: 'About us' },
  { href: '/faq', label: 'FAQ' },
  { href: '/terms-of-service', label: 'Terms of service' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
];

export const guestLinks = {
  login: { href: '/login', label: 'Login' },
  signup: { href: '/signup', label: 'Signup' },
};

/** The user menu: Settings and Activity are not offered to admins. */
export const userLinks = (isAdmin: boolean): NavLink[] => [
  { href: '/dashboard', label: 'Dashboard' },
  ...(isAdmin
    ? []
    : [
        { href: '/settings', label: 'Settings' },
        { href: '/my-activity', label: 'Activity' },
      ]),
];

export const cartHref = '/cart';

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export const cartLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

export const bellLabel = (count: number, hasUnread: boolean) =>
  count > 0 ? `Notifications, ${count} unread` : hasUnread ? 'Notifications, unread' : 'Notifications';
