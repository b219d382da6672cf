import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { Avatar } from '../Avatar';
import { notificationMessages } from './messages';
import {
  notificationKinds,
  type NotificationKind,
  type NotificationOpenKind,
  type Notifications,
} from './notifications';
import * as styles from './NotificationPanel.css';

// ── Glyphs ──────────────────────────────────────────────────────────────────────────────────────

const glyphPaths: Record<NotificationKind, ReactNode> = {
  requests: (
    <>
      <path d="M4 13h4l2 3h4l2-3h4" />
      <path d="M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z" />
    </>
  ),
  requestAccepted: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </>
  ),
  requestDenied: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  requestCancelled: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 18.4L18.4 5.6" />
    </>
  ),
  order: (
    <>
      <path d="M5 8h14l-1 12H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
  payout: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </>
  ),
  verification: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
};

const kindTones: Record<NotificationKind, 'brand' | 'positive' | 'critical' | 'neutral'> = {
  requests: 'brand',
  requestAccepted: 'positive',
  requestDenied: 'critical',
  requestCancelled: 'neutral',
  order: 'brand',
  payout: 'positive',
  verification: 'positive',
};

const rejected = (notifications: Notifications, kind: NotificationKind) =>
  kind === 'verification' && notifications.verification.result === 'rejected';

/** An entry's sentence: the kind's count, or the identity verification's result (one entry). */
function kindText(
  t: ReturnType<typeof useMessages<typeof notificationMessages>>,
  notifications: Notifications,
  kind: NotificationKind,
) {
  if (kind !== 'verification') return t[kind](notifications[kind].count);
  return rejected(notifications, kind) ? t.verificationRejected : t.verificationApproved;
}

const lineGlyph = (children: ReactNode, className?: string) => (
  <svg
    viewBox="0 0 24 24"
    width="100%"
    height="100%"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    {children}
  </svg>
);

const chevron = lineGlyph(<path d="M9 18l6-6-6-6" />, styles.chevron);

// ── Entries ─────────────────────────────────────────────────────────────────────────────────────

export interface NotificationEntriesProps {
  notifications: Notifications;
  onOpen: (kind: NotificationOpenKind, conversationId?: number) => void;
  avatarSrc: (path: string) => string;
  headingLevel: 2 | 3 | 4;
}

/** Up and Down move between the entries, as in a menu; Tab still goes through them in order. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
    return;
  const entries = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-entry]')];
  const index = entries.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? entries.length - 1
        : (index + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length;
  entries[next]?.focus();
}

/** Conversations first (who, and how many messages), then each kind with something new. */
export function NotificationEntries({
  notifications,
  onOpen,
  avatarSrc,
  headingLevel,
}: NotificationEntriesProps) {
  const t = useMessages(notificationMessages);
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const conversations = notifications.conversations.filter((conversation) => conversation.count > 0);
  const kinds = notificationKinds.filter((kind) => notifications[kind].count > 0);
  return (
    <div onKeyDown={moveFocus}>
      {conversations.length > 0 && (
        <section aria-labelledby={`${id}-messages`}>
          <Heading id={`${id}-messages`} className={styles.groupTitle}>
            {t.messagesGroup}
          </Heading>
          <ul role="list" className={styles.list}>
            {conversations.map((conversation) => (
              <li key={conversation.conversation_id}>
                <button
                  type="button"
                  className={styles.entry}
                  data-entry="conversation"
                  onClick={() => onOpen('conversation', conversation.conversation_id)}
                >
                  <Avatar
                    name={conversation.person.name}
                    src={conversation.person.avatar ? avatarSrc(conversation.person.avatar.path) : null}
                    decorative
                  />
                  <span className={styles.entryText}>
                    <span className={styles.entryName}>{conversation.person.name}</span>
                    <span className={styles.entryMuted}>{t.newMessages(conversation.count)}</span>
                  </span>
                  {chevron}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {kinds.length > 0 && (
        <section aria-labelledby={`${id}-activity`}>
          <Heading id={`${id}-activity`} className={styles.groupTitle}>
            {t.activityGroup}
          </Heading>
          <ul role="list" className={styles.list}>
            {kinds.map((kind) => (
              <li key={kind}>
                <button type="button" className={styles.entry} data-entry={kind} onClick={() => onOpen(kind)}>
                  <span
                    className={styles.kindIcon({
                      tone: rejected(notifications, kind) ? 'critical' : kindTones[kind],
                    })}
                  >
                    {lineGlyph(glyphPaths[kind])}
                  </span>
                  <span className={styles.entryText}>
                    <span className={styles.entrySentence}>{kindText(t, notifications, kind)}</span>
                  </span>
                  {chevron}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
