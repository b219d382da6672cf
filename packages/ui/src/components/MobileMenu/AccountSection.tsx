import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { bellLabel, cartHref, cartLabel, firstName, userLinks } from '../Navbar/navLinks';
import type { NavContentProps, NavUser } from '../Navbar/types';
import * as styles from './MobileMenu.css';

interface AccountSectionProps extends NavContentProps {
  user: NavUser;
  onNavigate: () => void;
}

/** The signed-in part of the mobile menu: who, notifications, cart, the user links, Logout. */
export function AccountSection({
  user,
  cartCount = 0,
  notificationCount = 0,
  hasUnread = false,
  ...props
}: AccountSectionProps) {
  const titleId = useId();
  const run = (callback?: () => void) => () => {
    props.onNavigate();
    callback?.();
  };
  return (
    <div className={styles.group}>
      <h3 id={titleId} className={styles.user}>
        <Avatar src={user.avatarUrl} name={user.name} decorative />
        <span className={styles.title}>Hi, {firstName(user.name)}</span>
      </h3>
      <ul className={styles.list} aria-labelledby={titleId}>
        <li>
          <button type="button" className={styles.item} onClick={run(props.onBellClick)}>
            <Icon name="bell" size="lg" />
            <span aria-hidden>Notifications</span>
            {notificationCount > 0 && (
              <span className={styles.count} aria-hidden>
                {notificationCount}
              </span>
            )}
            {hasUnread && notificationCount === 0 && <span className={styles.dot} />}
            <VisuallyHidden>{bellLabel(notificationCount, hasUnread)}</VisuallyHidden>
          </button>
        </li>
        <li>
          <LinkBase href={cartHref} className={styles.item} onClick={props.onNavigate}>
            <Icon name="cart" size="lg" />
            <span aria-hidden>Cart</span>
            {cartCount > 0 && (
              <span className={styles.count} aria-hidden>
                {cartCount}
              </span>
            )}
            <VisuallyHidden>{cartLabel(cartCount)}</VisuallyHidden>
          </LinkBase>
        </li>
        {userLinks(Boolean(user.isAdmin)).map((link) => (
          <li key={link.href}>
            <LinkBase href={link.href} className={styles.item} onClick={props.onNavigate}>
              {link.label}
            </LinkBase>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={run(props.onLogout)}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
