import { forwardRef, useLayoutEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { assignRef } from '../_internal/assignRef';
import { i18n, useMessages } from '../../i18n';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './MessageThread.css';

const messages = i18n('MessageThread', {
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages…',
  sending: 'Sending…',
  sent: 'Sent',
  read: 'Read',
  notSent: 'Not sent.',
  retry: 'Retry',
  masked: 'Contact details hidden',
  you: 'You',
});

/** A message of yours: on its way, failed, at the server, or read by the other person. */
export const messageStates = ['sending', 'failed', 'sent', 'read'] as const;
export type MessageState = (typeof messageStates)[number];

export interface ThreadMessage {
  /** Stable across the send: the client's id while sending, then kept (React key). */
  key: string;
  content: string;
  /** The reader's own message (right, in the brand colour). */
  mine: boolean;
  /** The day it was sent, already worded: messages of one day sit under one heading. */
  day: string;
  /** The time it was sent, already worded ('14:05'). */
  time: string;
  /** Only for the reader's own messages; 'sent' unless told. */
  state?: MessageState;
  /** Why a failed send failed. */
  error?: string | null;
  /** Something in it was hidden (a phone number, an email address). */
  masked?: boolean;
  /** Who sent it, for screen readers (the other person's name); 'You' for your own. */
  from?: string;
}

export interface MessageThreadProps {
  /** The log's name, e.g. 'Messages with Siti Rahman'. */
  label: string;
  messages: readonly ThreadMessage[];
  /** Retries a failed send, by its key. */
  onRetry?: (key: string) => void;
  /** Older messages exist: a 'Load older messages' button shows first. */
  hasMore?: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  /** Shown in place of messages when there are none. */
  empty?: ReactNode;
  /** Under the last message (e.g. the typing indicator, a load error). */
  footer?: ReactNode;
  className?: string;
}

/** Consecutive messages of one day. */
function byDay(list: readonly ThreadMessage[]) {
  const days: { day: string; messages: ThreadMessage[] }[] = [];
  for (const message of list) {
    const last = days.at(-1);
    if (last?.day === message.day) last.messages.push(message);
    else days.push({ day: message.day, messages: [message] });
  }
  return days;
}

/** Near enough the bottom that a new message should keep the view there. */
const NEAR_BOTTOM = 80;

/**
 * A conversation's messages, oldest first, under a heading per day: theirs on the left, yours on
 * the right, with your last one's state (Sending…, Sent, Read) and a failed one's reason and
 * Retry. Text shows as typed (line breaks kept, markup as text). It opens at the newest message,
 * follows new ones while the reader is at the bottom, and keeps its place when older ones load.
 */
export const MessageThread = forwardRef<HTMLDivElement, MessageThreadProps>(function MessageThread(
  {
    label,
    messages: list,
    onRetry,
    hasMore = false,
    onLoadOlder,
    loadingOlder = false,
    empty,
    footer,
    className,
  },
  ref,
) {
  const t = useMessages(messages);
  const log = useRef<HTMLDivElement | null>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });

  const firstKey = list[0]?.key;
  const lastKey = list.at(-1)?.key;
  const lastMine = list.at(-1)?.mine ?? false;
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const before = seen.current;
    if (before.first !== undefined && firstKey !== before.first && lastKey === before.last)
      // Older messages came in above: stay on the message that was in view.
      element.scrollTop += element.scrollHeight - before.height;
    else if (lastKey !== before.last && (before.atBottom || lastMine))
      element.scrollTop = element.scrollHeight;
    seen.current = {
      first: firstKey,
      last: lastKey,
      height: element.scrollHeight,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM,
    };
  }, [firstKey, lastKey, lastMine]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    seen.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
    seen.current.height = element.scrollHeight;
  };

  // The state line shows under a failed or sending message, and under your last sent or read one.
  const lastSettled = [...list]
    .reverse()
    .find((m) => m.mine && (m.state ?? 'sent') !== 'failed' && m.state !== 'sending');
  const lastRead = [...list].reverse().find((m) => m.mine && m.state === 'read');
  const stateLine = (message: ThreadMessage) => {
    const state = message.state ?? 'sent';
    if (state === 'sending') return <span>{t.sending}</span>;
    if (state === 'failed')
      return (
        <>
          <span className={styles.failed} role="alert">
            {t.notSent} {message.error}
          </span>
          {onRetry && (
            <Button size="sm" tone="neutral" onClick={() => onRetry(message.key)}>
              {t.retry}
            </Button>
          )}
        </>
      );
    if (message === lastRead) return <span>{t.read}</span>;
    if (message === lastSettled && state === 'sent') return <span>{t.sent}</span>;
    return null;
  };

  return (
    <div
      ref={(element) => {
        log.current = element;
        assignRef(ref, element);
      }}
      role="log"
      aria-label={label}
      // A scrolling region is reachable and scrollable from the keyboard.
      tabIndex={0}
      className={clsx(styles.log, className)}
      onScroll={onScroll}
    >
      {hasMore && (
        <div className={styles.older}>
          {loadingOlder ? (
            <Spinner size="sm" label={t.loadingOlder} />
          ) : (
            <Button size="sm" tone="ghost" onClick={onLoadOlder}>
              {t.loadOlder}
            </Button>
          )}
        </div>
      )}
      {list.length === 0 && empty}
      {byDay(list).map(({ day, messages: ofDay }) => (
        <section key={`${day}-${ofDay[0]!.key}`} className={styles.day} aria-label={day}>
          <h3 className={styles.dayHeading}>{day}</h3>
          <ol className={styles.messages}>
            {ofDay.map((message) => {
              const line = message.mine ? stateLine(message) : null;
              return (
                <li
                  key={message.key}
                  className={styles.message}
                  data-mine={message.mine || undefined}
                  data-state={message.mine ? (message.state ?? 'sent') : undefined}
                >
                  <span className={styles.bubble}>
                    {(message.mine || message.from) && (
                      <VisuallyHidden>{message.mine ? t.you : message.from}: </VisuallyHidden>
                    )}
                    {message.content}
                  </span>
                  <span className={styles.meta}>
                    <time>{message.time}</time>
                    {message.masked && <span>{t.masked}</span>}
                    {line}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {footer}
    </div>
  );
});
MessageThread.displayName = 'MessageThread';
