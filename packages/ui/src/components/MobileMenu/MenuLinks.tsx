import { useId } from 'react';
import { LinkBase } from '../Link';
import type { NavLink } from '../Navbar/navLinks';
import * as styles from './MobileMenu.css';

export interface MenuLinksProps {
  title?: string;
  links: readonly NavLink[];
  onNavigate: () => void;
}

/** A titled list of full-width links in the mobile menu. */
export function MenuLinks({ title, links, onNavigate }: MenuLinksProps) {
  const titleId = useId();
  return (
    <div className={styles.group}>
      {title && (
        <h3 id={titleId} className={styles.groupTitle}>
          {title}
        </h3>
      )}
      <ul className={styles.list} aria-labelledby={title ? titleId : undefined}>
        {links.map((link) => (
          <li key={link.href}>
            <LinkBase href={link.href} className={styles.item} onClick={onNavigate}>
              {link.label}
            </LinkBase>
          </li>
        ))}
      </ul>
    </div>
  );
}
