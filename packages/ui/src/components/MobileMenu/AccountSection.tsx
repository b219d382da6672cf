import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { cartHref, useNavigation } from '../Navbar/navLinks';
import type { NavContentProps, NavUser } from '../Navbar/types';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch';
import * as styles from './MobileMenu.css';

interface AccountSectionProps extends NavContentProps {
  user: NavUser;
  onNavigate: () => void;
}

/**
 * The signed-in part of the mobile menu, as the user menu: who, notifications, cart, the user
 * links, the theme, Logout.
 */
export function AccountSection({
  user,
  cartCount = 0,
  notificationCount = 0,
  hasUnread = false,
  ...props
}: AccountSectionProps) {
  const titleId = useId();
  const nav = useNavigation();
  const run = (callback?: () => void) => () => {
    props.onNavigate();
    callback?.();
  };
  return (
    <div className={styles.group}>
      <h3 id={titleId} className={styles.user}>
        <Avatar src={user.avatarUrl} name={user.name} decorative />
        <span className={styles.title}>{nav.hi(user.name)}</span>
      </h3>
      <ul className={styles.list} aria-labelledby={titleId}>
        <li>
          <button type="button" className={styles.item} onClick={run(props.onBellClick)}>
            <Icon name="bell" size="lg" />
            <span aria-hidden>{nav.t.notifications}</span>
            {notificationCount > 0 && (
              <span className={styles.count} aria-hidden>
                {notificationCount}
              </span>
            )}
            {hasUnread && notificationCount === 0 && <span className={styles.dot} />}
            <VisuallyHidden>{nav.bellLabel(notificationCount, hasUnread)}</VisuallyHidden>
          </button>
        </li>
        <li>
          <LinkBase href={cartHref} className={styles.item} onClick={props.onNavigate}>
            <Icon name="cart" size="lg" />
            <span aria-hidden>{nav.t.cart}</span>
            {cartCount > 0 && (
              <span className={styles.count} aria-hidden>
                {cartCount}
              </span>
            )}
            <VisuallyHidden>{nav.cartLabel(cartCount)}</VisuallyHidden>
          </LinkBase>
        </li>
        {nav.user(Boolean(user.isAdmin)).map((link) => (
          <li key={link.href}>
            <LinkBase href={link.href} className={styles.item} onClick={props.onNavigate}>
              {link.label}
            </LinkBase>
          </li>
        ))}
        <li className={styles.theme}>
          <ThemeSwitch />
        </li>
        <li>
          <button type="button" className={styles.item} onClick={run(props.onLogout)}>
            {nav.t.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
