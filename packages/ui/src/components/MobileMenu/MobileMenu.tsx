import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { SearchBox } from '../SearchBox';
import { mobileMenuButton } from '../Navbar/menuTriggers';
import { useNavigation } from '../Navbar/navLinks';
import type { NavContentProps } from '../Navbar/types';
import { MenuLinks } from './MenuLinks';
import { AccountSection } from './AccountSection';
import * as navStyles from '../Navbar/Navbar.css';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps extends NavContentProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The navigation at 1022px and narrower: a menu button opening a full-screen dialog that mirrors
 * every Navbar link and the search box. Escape or the close button shut it; focus stays inside.
 */
export function MobileMenu({ open, defaultOpen = false, onOpenChange, ...nav }: MobileMenuProps) {
  const links = useNavigation();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger {...mobileMenuButton(links.t.menu)} />
      <Dialog.Portal>
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{links.t.menu}</Dialog.Title>
            <Dialog.Close className={navStyles.iconButton} aria-label={links.t.closeMenu}>
              <Icon name="close" size="lg" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <SearchBox
              value={nav.searchTerm}
              onValueChange={nav.onSearchChange}
              onSubmit={(term) => {
                nav.onSearchSubmit?.(term);
                close();
              }}
            />
            <nav aria-label={links.t.menu} className={styles.sections}>
              <MenuLinks links={[links.browse, links.faq]} onNavigate={close} />
              {/* FAQ is a link of its own just above: the About list leaves it out here. */}
              <MenuLinks
                title={links.t.about}
                links={links.about.filter((link) => link.href !== links.faq.href)}
                onNavigate={close}
              />
              {nav.user ? (
                <AccountSection {...nav} user={nav.user} onNavigate={close} />
              ) : (
                <div className={styles.guest}>
                  <Button asChild tone="neutral" size="lg">
                    <LinkBase href={links.login.href} onClick={close}>
                      {links.login.label}
                    </LinkBase>
                  </Button>
                  <Button asChild size="lg">
                    <LinkBase href={links.signup.href} onClick={close}>
                      {links.signup.label}
                    </LinkBase>
                  </Button>
                </div>
              )}
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
