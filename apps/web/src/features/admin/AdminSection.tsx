import type { ReactNode } from 'react';
import { Heading } from '@pinjam/ui';
import * as styles from './AdminSection.css';

export interface AdminSectionProps {
  /** The heading's id: the section is the region it names. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled part of a record's screen (decision 0040): an h2 and the labelled region it names. */
export function AdminSection({ id, title, children }: AdminSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
