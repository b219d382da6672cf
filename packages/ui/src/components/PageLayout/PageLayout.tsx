import { useNavigation } from '../Navbar/navLinks';
import type { MouseEvent, ReactNode } from 'react';
import * as styles from './PageLayout.css';

export interface PageLayoutProps {
  /** The Navbar (or any header). */
  navbar: ReactNode;
  /** The Footer. */
  footer?: ReactNode;
  /** Above everything, e.g. a RouteProgress or FullScreenSpinner. */
  overlay?: ReactNode;
  children: ReactNode;
  /** The main landmark's id, which the skip link targets. */
  mainId?: string;
  skipLinkLabel?: string;
  /** `container` centres the page at the content width with padding; `full` leaves it to the page. */
  width?: 'container' | 'full';
}

/** The public page shell: skip link, navbar, the main landmark, footer. */
export function PageLayout({
  navbar,
  footer,
  overlay,
  children,
  mainId = 'main-content',
  skipLinkLabel,
  width,
}: PageLayoutProps) {
  const { t } = useNavigation();
  // Move focus as well as scrolling, whatever the router does with hash links.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <div className={styles.root}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
        {skipLinkLabel ?? t.skipToContent}
      </a>
      {overlay}
      {navbar}
      <main id={mainId} tabIndex={-1} className={styles.main({ width })}>
        {children}
      </main>
      {footer}
    </div>
  );
}
