import type { ReactNode } from 'react';
import * as styles from './OrderDetailPage.css';

/** One titled section of the order page: a card in the side column, plain in the main one. */
export function OrderSection({
  id,
  title,
  card = false,
  children,
}: {
  id: string;
  title: string;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card ? styles.card : styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
