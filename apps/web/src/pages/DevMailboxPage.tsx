import { Fragment } from 'react';
import { useMailbox } from '@pinjam/api';
import { EmptyState, Heading, Spinner, Text } from '@pinjam/ui';
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
 * Development only (product.md): the emails the server would have sent, so a person trying the
 * app can follow activation and reset links without an SMTP server.
 */
export default function DevMailboxPage() {
  const { data, error, isLoading } = useMailbox();
  if (isLoading) return <Spinner label="Loading the mailbox" />;
  if (error)
    return (
      <EmptyState
        title="The dev mailbox is off"
        headingLevel={1}
        text="This server sends real email (SMTP_URL is set), so there is nothing to show here."
      />
    );
  const emails = data?.emails ?? [];
  return (
    <section className={styles.page} aria-labelledby="mailbox-title">
      <Heading level={1} id="mailbox-title">
        Dev mailbox
      </Heading>
      <Text tone="muted">Emails the server would have sent, newest first. This page exists only without SMTP.</Text>
      {emails.length === 0 ? (
        <EmptyState title="No emails yet" text="Sign up or ask for a password reset and the email appears here." />
      ) : (
        <ol className={styles.list}>
          {emails.map((email) => (
            <li key={email.id} className={styles.email}>
              <article aria-label={email.subject}>
                <Heading level={2}>{email.subject}</Heading>
                <Text tone="muted" size="sm">
                  To {email.to} · {new Date(email.created_at).toLocaleString('en-GB', { timeZone: 'Asia/Brunei' })}
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
