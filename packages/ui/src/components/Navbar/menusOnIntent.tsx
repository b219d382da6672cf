import { lazy } from 'react';
import { Button } from '../Button';
import { OnIntent, type Press } from '../_internal/onIntent';
import type { MobileMenuProps } from '../MobileMenu/MobileMenu';
import { AboutTriggerContent, closedMenu, mobileMenuButton, UserTriggerContent } from './menuTriggers';
import { useNavigation } from './navLinks';
import type { UserMenuProps } from './UserMenu';
import * as styles from './Navbar.css';

/*
 * The navbar's menus load on the visitor's first intent (decision 0049): Radix's menu, dialog,
 * popper and focus layers are not in the page's first load. Until then each is a light button
 * drawn as the menu draws its closed trigger (menuTriggers.tsx).
 */

const AboutMenu = lazy(() => import('./AboutMenu').then((m) => ({ default: m.AboutMenu })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('../MobileMenu/MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** A Radix menu opens on a pointer's press or on Enter (which also focuses its first item). */
function pressMenu(trigger: HTMLElement, press: Press) {
  trigger.dispatchEvent(
    press === 'key'
      ? new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
      : new PointerEvent('pointerdown', { button: 0, pointerType: 'mouse', bubbles: true, cancelable: true }),
  );
}

/** A dialog opens on a click, however it came. */
const pressDialog = (trigger: HTMLElement) => trigger.click();

export function AboutMenuOnIntent() {
  return (
    <OnIntent
      replay={pressMenu}
      light={(intent) => (
        <Button tone="ghost" {...closedMenu} {...intent}>
          <AboutTriggerContent />
        </Button>
      )}
    >
      <AboutMenu />
    </OnIntent>
  );
}

export function UserMenuOnIntent(props: UserMenuProps) {
  return (
    <OnIntent
      replay={pressMenu}
      light={(intent) => (
        <Button tone="ghost" className={styles.userTrigger} {...closedMenu} {...intent}>
          <UserTriggerContent user={props.user} />
        </Button>
      )}
    >
      <UserMenu {...props} />
    </OnIntent>
  );
}

/** Drawn open, or its state held by a parent (`open`): the dialog at once. */
export function MobileMenuOnIntent(props: MobileMenuProps) {
  const { t } = useNavigation();
  if (props.open !== undefined || props.defaultOpen) return <MobileMenu {...props} />;
  return (
    <OnIntent
      replay={pressDialog}
      light={(intent) => (
        <button
          type="button"
          {...mobileMenuButton(t.menu)}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          {...intent}
        />
      )}
    >
      <MobileMenu {...props} />
    </OnIntent>
  );
}
