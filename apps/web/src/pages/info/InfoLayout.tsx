import { formatDate } from '@pinjam/api/domain';
import { useId, type ReactNode } from 'react';
import { Heading, Link, useMessages } from '@pinjam/ui';
import { infoMessages } from './messages';
import * as styles from './InfoLayout.css';

export interface TocEntry {
  id: string;
  title: string;
}

export interface InfoLayoutProps {
  /** The page's one h1. */
  title: string;
  /** A sentence or two under the title (inline content: it is one paragraph). */
  lead?: ReactNode;
  /** A small line under the lead, e.g. <LastUpdated />. */
  meta?: ReactNode;
  /** Links to the page's sections: beside the text on wide screens, above it on narrow ones. */
  toc?: { label: string; entries: readonly TocEntry[]; numbered?: boolean };
  children: ReactNode;
}

/**
 * The frame of every information page (about, how it works, FAQ, terms, privacy): a title, a
 * lead, the body at a readable measure, and optionally a table of contents.
 */
export function InfoLayout({ title, lead, meta, toc, children }: InfoLayoutProps) {
  const titleId = useId();
  return (
    <div className={styles.container}>
      <article className={styles.layout({ toc: Boolean(toc) })} aria-labelledby={titleId}>
        <header className={styles.header}>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {meta ? <p className={styles.meta}>{meta}</p> : null}
        </header>
        {toc ? <TableOfContents {...toc} /> : null}
        <div className={styles.body}>{children}</div>
      </article>
    </div>
  );
}

function TableOfContents({ label, entries, numbered = false }: NonNullable<InfoLayoutProps['toc']>) {
  const titleId = useId();
  const List = numbered ? 'ol' : 'ul';
  return (
    <nav className={styles.toc({ numbered })} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tocTitle}>
        {label}
      </h2>
      <List className={styles.tocList({ numbered })}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              href={`#${entry.id}`}
              tone="neutral"
              underline="hover"
              className={styles.tocLink({ numbered })}
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

export interface InfoSectionProps {
  /** The anchor other pages and the table of contents link to. */
  id: string;
  title: string;
  /** Shown before the title in numbered documents (the terms, the privacy policy). */
  number?: number;
  /** Long-form copy, styled as prose. */
  children?: ReactNode;
  /** Anything laid out by the page rather than as prose (cards, steps, a call to action). */
  after?: ReactNode;
}

/** A titled section of an information page (an h2), its copy set as prose. */
export function InfoSection({ id, title, number, children, after }: InfoSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <Heading level={2} size={3} id={`${id}-title`}>
        {number !== undefined ? <span className={styles.sectionNumber}>{number}. </span> : null}
        {title}
      </Heading>
      {children ? <div className={styles.prose}>{children}</div> : null}
      {after}
    </section>
  );
}

/** 'Last updated 21 Nov 2026', from a calendar date 'yyyy-mm-dd'. */
export function LastUpdated({ date }: { date: string }) {
  const t = useMessages(infoMessages);
  return <time dateTime={date}>{t.lastUpdated({ date: formatDate(date) })}</time>;
}
