import type { ReactNode } from 'react';
import { Heading, Text } from '@pinjam/ui';
import * as styles from './AuthCard.css';

/** The centred card every account page (login, signup, reset…) sits in. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby="auth-card-title">
      <Heading level={1} id="auth-card-title">
        {title}
      </Heading>
      {intro ? <Text tone="muted">{intro}</Text> : null}
      {children}
    </section>
  );
}

/** A general form message: an alert for errors, a polite status for success. */
export function FormMessage({ tone, children }: { tone: 'critical' | 'positive'; children: ReactNode }) {
  return (
    <div className={styles.message[tone]} role={tone === 'critical' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
