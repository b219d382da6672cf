import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { useNavigation } from './navLinks';
import type { NavUser } from './types';
import * as styles from './Navbar.css';

/*
 * What the navbar's menu buttons show, shared by the menus (loaded on first intent) and the light
 * buttons drawn in their place until then (menusOnIntent.tsx), so the two cannot differ.
 */

/** A menu button's attributes while its menu is closed, as Radix writes them. */
export const closedMenu = {
  'aria-haspopup': 'menu',
  'aria-expanded': false,
  'data-state': 'closed',
} as const;

export function AboutTriggerContent() {
  const nav = useNavigation();
  return (
    <>
      {nav.t.about} <Icon name="chevronDown" size="sm" />
    </>
  );
}

export function UserTriggerContent({ user }: { user: NavUser }) {
  const nav = useNavigation();
  return (
    <>
      <Avatar src={user.avatarUrl} name={user.name} size="sm" decorative />
      <span className={styles.userName}>{nav.hi(user.name)}</span>
      <Icon name="chevronDown" size="sm" />
    </>
  );
}

/** The mobile menu's button: the same class and name whether its dialog has loaded or not. */
export function mobileMenuButton(label: string) {
  return { className: styles.iconButton, 'aria-label': label, children: <Icon name="menu" size="lg" /> };
}
