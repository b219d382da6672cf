import type { ReactNode } from 'react';
import { Callout, Heading, Link, Text, type CalloutTone } from '@pinjam/ui';
import { usePageTitle } from '../../app/pageTitle';
import * as styles from './AdminPage.css';

/** The result of the last action on the page; 'success' is the Callout's 'positive'. */
export interface AdminNotice {
  tone: CalloutTone | 'success';
  text: string;
}

export interface AdminPageProps {
  /** The h1, and the tab's title. */
  title: string;
  intro?: ReactNode;
  /** The last action's result: said politely (an error at once) above the page's content. */
  notice?: AdminNotice | null;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** A detail screen's way back to its list: { href: '/admin/users', label: '← Users' }. */
  backTo?: { href: string; label: string };
  /** The content is still loading (marks it aria-busy). */
  busy?: boolean;
  /** How wide the page may grow: forms read best narrow, tables want room. */
  width?: 'narrow' | 'medium' | 'wide' | 'full';
  children: ReactNode;
}

/**
 * The admin screens' shell (decision 0040): a heading with its intro and actions, the notice of
 * the last action, and the content (busy while it loads). Every /admin page is one of these.
 */
export function AdminPage({
  title,
  intro,
  notice,
  actions,
  backTo,
  busy,
  width = 'medium',
  children,
}: AdminPageProps) {
  usePageTitle(title);
  const tone = notice?.tone === 'success' ? 'positive' : notice?.tone;
  return (
    <div className={styles.page({ width })}>
      {backTo && (
        <Link href={backTo.href} className={styles.back}>
          {backTo.label}
        </Link>
      )}
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <Heading level={1}>{title}</Heading>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {intro && (
          <Text tone="muted" className={styles.intro}>
            {intro}
          </Text>
        )}
      </header>
      {notice && tone && (
        <Callout tone={tone} announce={tone === 'positive' || tone === 'info' ? 'status' : 'alert'}>
          {notice.text}
        </Callout>
      )}
      <div className={styles.content} aria-busy={busy || undefined}>
        {children}
      </div>
    </div>
  );
}
