import { forwardRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { count, i18n, params, useMessages } from '../../i18n';
import { Avatar } from '../Avatar';
import { LinkBase } from '../Link';
import { PresenceIndicator } from '../PresenceIndicator';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ConversationList.css';

const messages = i18n('ConversationList', {
  you: params('You: {text}'),
  about: params('About {title}'),
  noMessages: 'No messages yet',
  unread: count({ one: '{count} unread message', other: '{count} unread messages' }),
});

export interface ConversationListEntry {
  id: number;
  /** Where opening it goes, e.g. '/messages?conversation=7'. */
  href: string;
  /** The other person. */
  name: string;
  avatarUrl?: string | null;
  /** Whether the other person is online now; unknown shows no dot. */
  online?: boolean | null;
  /** The item the conversation is about. */
  itemTitle?: string | null;
  /** The last message, as text. */
  preview?: string | null;
  /** The last message was the reader's own ('You: …'). */
  previewMine?: boolean;
  /** When the last message was sent, already worded ('14:05', '03 Mar 2026'). */
  time?: string | null;
  /** Messages from the other person the reader has not read. */
  unread?: number;
}

export interface ConversationListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The list's name, e.g. 'Conversations'. */
  label: string;
  entries: readonly ConversationListEntry[];
  /** The conversation open now: marked as the current page. */
  selectedId?: number | null;
}

/** Up, Down, Home and End move between the entries' links. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-conversation]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const to: Record<string, number> = {
    ArrowDown: Math.min(links.length - 1, at + 1),
    ArrowUp: Math.max(0, at - 1),
    Home: 0,
    End: links.length - 1,
  };
  const next = to[event.key];
  if (next === undefined || at === -1) return;
  event.preventDefault();
  links[next]?.focus();
}

/**
 * A person's conversations, newest first: the other person (avatar, online dot, name), the item,
 * the last message and how many are unread. Each entry is a link (Tab reaches them; Up and Down
 * move between them); the open one is marked as the current page.
 */
export const ConversationList = forwardRef<HTMLElement, ConversationListProps>(function ConversationList(
  { label, entries, selectedId, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  return (
    <nav ref={ref} aria-label={label} className={clsx(className)} onKeyDown={moveFocus} {...rest}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const unread = entry.unread ?? 0;
          return (
            <li key={entry.id}>
              <LinkBase
                href={entry.href}
                className={styles.entry}
                data-conversation={entry.id}
                data-state={unread > 0 ? 'unread' : 'read'}
                aria-current={entry.id === selectedId ? 'page' : undefined}
              >
                <span className={styles.avatar}>
                  <Avatar src={entry.avatarUrl} name={entry.name} showInitials decorative />
                  {entry.online != null && (
                    <PresenceIndicator state={entry.online ? 'online' : 'offline'} placement="corner" />
                  )}
                </span>
                <span className={styles.body}>
                  <span className={styles.top}>
                    <span className={styles.name}>{entry.name}</span>
                    {entry.time && <span className={styles.time}>{entry.time}</span>}
                  </span>
                  {entry.itemTitle && (
                    <span className={styles.item}>{t.about({ title: entry.itemTitle })}</span>
                  )}
                  <span className={styles.bottom}>
                    <span className={styles.preview}>
                      {entry.preview == null
                        ? t.noMessages
                        : entry.previewMine
                          ? t.you({ text: entry.preview })
                          : entry.preview}
                    </span>
                    {unread > 0 && (
                      <span className={styles.unread}>
                        <span aria-hidden>{unread}</span>
                        <VisuallyHidden>{t.unread(unread)}</VisuallyHidden>
                      </span>
                    )}
                  </span>
                </span>
              </LinkBase>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
ConversationList.displayName = 'ConversationList';
