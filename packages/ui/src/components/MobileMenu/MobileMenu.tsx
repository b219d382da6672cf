import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { SearchBox } from '../SearchBox';
import { aboutLinks, browseLink, faqLink, guestLinks } from '../Navbar/navLinks';
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
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger className={navStyles.iconButton} aria-label="Menu">
        <Icon name="menu" size="lg" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={navStyles.iconButton} aria-label="Close menu">
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
            <nav aria-label="Menu" className={styles.sections}>
              <MenuLinks links={[browseLink, faqLink]} onNavigate={close} />
              <MenuLinks title="About" links={aboutLinks} onNavigate={close} />
              {nav.user ? (
                <AccountSection {...nav} user={nav.user} onNavigate={close} />
              ) : (
                <div className={styles.guest}>
                  <Button asChild tone="neutral" size="lg">
                    <LinkBase href={guestLinks.login.href} onClick={close}>
                      {guestLinks.login.label}
                    </LinkBase>
                  </Button>
                  <Button asChild size="lg">
                    <LinkBase href={guestLinks.signup.href} onClick={close}>
                      {guestLinks.signup.label}
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
