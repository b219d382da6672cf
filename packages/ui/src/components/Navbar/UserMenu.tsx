import { Button } from '../Button';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu';
import { LinkBase } from '../Link';
import { ThemeMenuGroup } from '../ThemeSwitch/ThemeMenuGroup';
import { UserTriggerContent } from './menuTriggers';
import { useNavigation } from './navLinks';
import type { NavUser } from './types';
import * as styles from './Navbar.css';

export interface UserMenuProps {
  user: NavUser;
  onLogout?: () => void;
}

/**
 * 'Hi, {first name}' with the avatar: Dashboard, Settings, Activity, the theme (System, Light,
 * Dark), then Logout.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const nav = useNavigation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button tone="ghost" className={styles.userTrigger}>
          <UserTriggerContent user={user} />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{nav.t.signedInAs({ name: user.name })}</DropdownMenu.Label>
        {nav.user(Boolean(user.isAdmin)).map((link) => (
          <DropdownMenu.Item key={link.href} asChild>
            <LinkBase href={link.href}>{link.label}</LinkBase>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <ThemeMenuGroup />
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => onLogout?.()}>{nav.t.logout}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
