import { useRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { useScrollRow } from './useScrollRow';
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

/**
 * The signed-in area: a side navigation beside the content. On a phone it is a row above the
 * content that scrolls sideways: a fade and an arrow at each end with more to see
 * (`data-overflow`: none, start, end or both), and the current page scrolled into the middle.
 */
export function DashboardLayout({ items, navLabel = 'Dashboard', children }: DashboardLayoutProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const overflow = useScrollRow(listRef, items.find((item) => item.active)?.href);
  return (
    <div className={styles.root}>
      <nav aria-label={navLabel} className={styles.nav} data-overflow={overflow}>
        <ul ref={listRef} className={styles.list}>
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
        {/* Signs that the row goes on; the links themselves stay reachable by Tab and swipe. */}
        <span className={styles.edge} data-side="start" aria-hidden>
          <Icon name="chevronLeft" size="sm" />
        </span>
        <span className={styles.edge} data-side="end" aria-hidden>
          <Icon name="chevronRight" size="sm" />
        </span>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
