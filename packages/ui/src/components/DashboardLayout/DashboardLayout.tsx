import type { ReactNode } from 'react';
import { LinkBase } from '../Link';
import * as styles from './DashboardLayout.css';

export interface DashboardNavItem {
  href: string;
  label: string;
  /** The page being shown: marked with aria-current. */
  active?: boolean;
}

export interface DashboardLayoutProps {
  items: readonly DashboardNavItem[];
  /** Names the side navigation landmark. */
  navLabel?: string;
  children: ReactNode;
}

/** The signed-in area: a side navigation beside the content; stacked with a scrolling row on mobile. */
export function DashboardLayout({ items, navLabel = 'Dashboard', children }: DashboardLayoutProps) {
  return (
    <div className={styles.root}>
      <nav aria-label={navLabel} className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.href}>
              <LinkBase
                href={item.href}
                className={styles.link}
                aria-current={item.active ? 'page' : undefined}
              >
                {item.label}
              </LinkBase>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
