import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import clsx from 'clsx';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { SearchBox } from '../SearchBox';
import { AboutMenuOnIntent, MobileMenuOnIntent, UserMenuOnIntent } from './menusOnIntent';
import { cartHref, useNavigation } from './navLinks';
import type { NavContentProps } from './types';
import * as styles from './Navbar.css';

export interface NavbarProps extends NavContentProps {
  /** The mobile menu's state, when the parent holds it (e.g. to close it on navigation). */
  mobileMenuOpen?: boolean;
  defaultMobileMenuOpen?: boolean;
  onMobileMenuOpenChange?: (open: boolean) => void;
  className?: string;
}

/** The brand, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <LinkBase href="/" className={clsx(styles.brand, className)}>
      <span className={styles.brandMark} aria-hidden>
        P
      </span>
      Pinjam
    </LinkBase>
  );
}

/**
 * In place of Login and Signup while a stored session is being restored (html[data-session]):
 * 'Hi, {first name}', the name written by the boot script into SESSION_NAME_PROPERTY, so the
 * header never goes blank nor offers Login to a member. The same markup on the server and in the
 * browser: only CSS tells whether it shows.
 */
function SessionPending() {
  const nav = useNavigation();
  const [before = '', after = ''] = nav.t.hi({ name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <span className={clsx(styles.sessionPending, styles.desktopOnly)} aria-hidden>
      <span className={styles.sessionAvatar} />
      <span className={styles.userName}>
        {before}
        <span className={styles.sessionName} />
        {after}
      </span>
    </span>
  );
}

const NAME_SLOT = '{name}';

/**
 * The top navigation of docs/product.md §2. Above 1022px everything is in the bar; at 1022px and
 * narrower the bar keeps the brand and a menu button that opens the full-screen MobileMenu.
 */
export function Navbar(props: NavbarProps) {
  const { user, cartCount = 0, notificationCount = 0, hasUnread = false, className } = props;
  const { mobileMenuOpen, defaultMobileMenuOpen, onMobileMenuOpenChange, className: _, ...content } = props;
  const nav = useNavigation();
  return (
    <header className={clsx(styles.header, className)}>
      <div className={styles.bar}>
        <Brand />
        <nav aria-label={nav.t.main} className={clsx(styles.links, styles.desktopOnly)}>
          <Button asChild tone="neutral">
            <LinkBase href={nav.browse.href}>
              <Icon name="search" size="sm" /> {nav.browse.label}
            </LinkBase>
          </Button>
          <AboutMenuOnIntent />
          <Button asChild tone="ghost">
            <LinkBase href={nav.faq.href}>{nav.faq.label}</LinkBase>
          </Button>
        </nav>
        <SearchBox
          action={nav.browse.href}
          name="q"
          className={clsx(styles.search, styles.desktopOnly)}
          value={props.searchTerm}
          onValueChange={props.onSearchChange}
          onSubmit={props.onSearchSubmit}
        />
        <div className={styles.actions}>
          {user && (
            <button
              type="button"
              className={styles.iconButton}
              data-state={hasUnread ? 'unread' : 'read'}
              aria-expanded={props.bellExpanded ?? false}
              aria-controls={props.bellControls}
              onClick={props.onBellClick}
            >
              <Icon name="bell" size="lg" />
              <VisuallyHidden>{nav.bellLabel(notificationCount, hasUnread)}</VisuallyHidden>
              {hasUnread && <span className={styles.dot} data-testid="notification-dot" />}
            </button>
          )}
          {/* A visitor may fill a cart too: it shows once it holds something (decision 0016). */}
          {(user || cartCount > 0) && (
            <LinkBase href={cartHref} className={styles.iconButton}>
              <Icon name="cart" size="lg" />
              <VisuallyHidden>{nav.cartLabel(cartCount)}</VisuallyHidden>
              {cartCount > 0 && (
                <span className={styles.badge} aria-hidden>
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </LinkBase>
          )}
          {user ? (
            <span className={styles.desktopOnly}>
              <UserMenuOnIntent user={user} onLogout={props.onLogout} />
            </span>
          ) : (
            <>
              {/* data-guest-only: hidden while a stored session is being restored (GUEST_ONLY_PENDING). */}
              <span className={clsx(styles.links, styles.desktopOnly)} data-guest-only="">
                <Button asChild tone="ghost">
                  <LinkBase href={nav.login.href}>{nav.login.label}</LinkBase>
                </Button>
                <Button asChild>
                  <LinkBase href={nav.signup.href}>{nav.signup.label}</LinkBase>
                </Button>
              </span>
              <SessionPending />
            </>
          )}
          <span className={styles.mobileOnly}>
            <MobileMenuOnIntent
              {...content}
              open={mobileMenuOpen}
              defaultOpen={defaultMobileMenuOpen}
              onOpenChange={onMobileMenuOpenChange}
            />
          </span>
        </div>
      </div>
    </header>
  );
}
