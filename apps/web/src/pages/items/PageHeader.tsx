import type { ReactNode } from 'react';
import { Heading, Text } from '@pinjam/ui';
import * as styles from './PageHeader.css';

/** The owner pages' heading (the page's one h1), a line under it and the page's actions. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <Heading level={1}>{title}</Heading>
        {intro && <Text tone="muted">{intro}</Text>}
      </div>
      {actions && <div className={styles.headerActions}>{actions}</div>}
    </header>
  );
}
