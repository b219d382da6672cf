import { count, i18n, params, useMessages } from '../../i18n';

/**
 * The navigation the seed fixes, shared by the Navbar, its MobileMenu and the Footer so they never
 * drift. Texts come from the i18n layer ('Navigation'); the seed's labels are the English base.
 */
export interface NavLink {
  href: string;
  label: string;
}

export const navMessages = i18n('Navigation', {
  main: 'Main',
  browse: 'Browse',
  about: 'About',
  faq: 'FAQ',
  howItWorks: 'How it works',
  aboutUs: 'About us',
  termsOfService: 'Terms of service',
  privacyPolicy: 'Privacy Policy',
  login: 'Login',
  signup: 'Signup',
  dashboard: 'Dashboard',
  settings: 'Settings',
  activity: 'Activity',
  logout: 'Logout',
  hi: params('Hi, {name}'),
  signedInAs: params('Signed in as {name}'),
  menu: 'Menu',
  closeMenu: 'Close menu',
  notifications: 'Notifications',
  cart: 'Cart',
  cartLabel: count({ one: 'Cart, {count} item', other: 'Cart, {count} items' }),
  bellUnreadCount: params('Notifications, {count} unread'),
  bellUnread: 'Notifications, unread',
  footer: 'Footer',
  listAnItem: 'List an item',
  aboutShort: 'About',
  browseItems: 'Browse items',
  followUs: 'Follow us',
  contact: 'Contact',
  tel: 'Tel:',
  email: 'Email:',
  tagline: 'Rent, buy and sell with people near you in Brunei.',
  skipToContent: 'Skip to content',
});

export const cartHref = '/cart';

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Every link and label of the site's navigation, in the current language. */
export function useNavigation() {
  const t = useMessages(navMessages);
  return {
    t,
    browse: { href: '/search', label: t.browse },
    faq: { href: '/faq', label: t.faq },
    about: [
      { href: '/how-it-works', label: t.howItWorks },
      { href: '/about-us', label: t.aboutUs },
      { href: '/faq', label: t.faq },
      { href: '/terms-of-service', label: t.termsOfService },
      { href: '/privacy-policy', label: t.privacyPolicy },
    ] satisfies NavLink[],
    login: { href: '/login', label: t.login },
    signup: { href: '/signup', label: t.signup },
    /** The user menu: Settings and Activity are not offered to admins (docs/product.md §2). */
    user: (isAdmin: boolean): NavLink[] => [
      { href: '/dashboard', label: t.dashboard },
      ...(isAdmin
        ? []
        : [
            { href: '/settings', label: t.settings },
            { href: '/my-activity', label: t.activity },
          ]),
    ],
    /** The footer's links, in the seed's order. */
    footer: [
      { href: '/my-items', label: t.listAnItem },
      { href: '/about-us', label: t.aboutShort },
      { href: '/how-it-works', label: t.howItWorks },
      { href: '/search', label: t.browseItems },
      { href: '/faq', label: t.faq },
      { href: '/terms-of-service', label: t.termsOfService },
      { href: '/privacy-policy', label: t.privacyPolicy },
    ] satisfies NavLink[],
    cartLabel: (n: number) => t.cartLabel(n),
    bellLabel: (n: number, hasUnread: boolean) =>
      n > 0 ? t.bellUnreadCount({ count: n }) : hasUnread ? t.bellUnread : t.notifications,
    hi: (name: string) => t.hi({ name: firstName(name) }),
  };
}
