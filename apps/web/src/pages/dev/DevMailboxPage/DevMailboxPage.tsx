import { formatDate, TIME_ZONE } from '@pinjam/api/domain';
import { Fragment } from 'react';
import { useMailbox } from '@pinjam/api';
import { EmptyState, Heading, Spinner, Text, useMessages } from '@pinjam/ui';
import { shellMessages } from '../../../app/messages';
import * as styles from './DevMailboxPage.css';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Turns the links in a plain-text email into anchors; the rest stays text. */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * Development only (docs/product.md): the emails the server would have sent, so a person trying the
 * app can follow activation and reset links without an SMTP server.
 */
export default function DevMailboxPage() {
  const { data, error, isLoading } = useMailbox();
  const t = useMessages(shellMessages);
  if (isLoading) return <Spinner label={t.mailboxLoading} />;
  if (error) return <EmptyState title={t.mailboxOffTitle} headingLevel={1} text={t.mailboxOffText} />;
  const emails = data?.emails ?? [];
  return (
    <section className={styles.page} aria-labelledby="mailbox-title">
      <Heading level={1} id="mailbox-title">
        {t.mailboxTitle}
      </Heading>
      <Text tone="muted">{t.mailboxIntro}</Text>
      {emails.length === 0 ? (
        <EmptyState title={t.mailboxEmptyTitle} text={t.mailboxEmptyText} />
      ) : (
        <ol className={styles.list}>
          {emails.map((email) => (
            <li key={email.id} className={styles.email}>
              <article aria-label={email.subject}>
                <Heading level={2}>{email.subject}</Heading>
                <Text tone="muted" size="sm">
                  {t.mailboxTo({ to: email.to })} · {formatDate(email.created_at)}{' '}
                  {new Date(email.created_at).toLocaleTimeString('en-GB', { timeZone: TIME_ZONE })}
                </Text>
                <p className={styles.body}>
                  <Linkified text={email.text} />
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
