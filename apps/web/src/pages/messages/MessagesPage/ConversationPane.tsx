import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  contract,
  MESSAGE_MAX,
  messageKeys,
  useMarkRead,
  useThread,
  type ChatMessage,
  type Conversation,
  type OutgoingMessage,
  type useSendMessage,
} from '@pinjam/api';
import {
  Avatar,
  Button,
  Callout,
  ConfirmDialog,
  Icon,
  IconButton,
  ErrorState,
  Link,
  LinkBase,
  MessageComposer,
  MessageThread,
  PresenceIndicator,
  Spinner,
  TypingIndicator,
  useMessages,
  type ThreadMessage,
} from '@pinjam/ui';
import { useWrite } from '../../../app/forms';
import { useBell } from '../../../features/notifications/NotificationsProvider';
import { useConversationChannel } from '../../../features/realtime';
import { pathTo } from '../../../routes/paths';
import { conversationMessages, messagesPageMessages } from './messages';
import { formatClock as timeOf } from '../../../shared/moments';
import { dayOf } from './when';
import * as styles from './MessagesPage.css';

type Sending = ReturnType<typeof useSendMessage>;

/** The thread's messages and the sends still on their way, as the thread shows them. */
function threadMessages(
  conversation: Conversation,
  sent: ChatMessage[],
  outgoing: OutgoingMessage[],
  userId: number,
  days: { today: string; yesterday: string },
): ThreadMessage[] {
  const dayLabel = (iso: string) => {
    const day = dayOf(iso);
    return day === 'today' ? days.today : day === 'yesterday' ? days.yesterday : day;
  };
  const readUpTo = conversation.other_read_up_to ?? 0;
  const arrived = new Set(sent.map((m) => m.client_id).filter(Boolean));
  return [
    ...sent.map((m) => ({
      key: m.client_id ?? `m${m.id}`,
      content: m.content,
      mine: m.user_id === userId,
      from: conversation.other.name,
      day: dayLabel(m.created_at),
      time: timeOf(m.created_at),
      state: m.id <= readUpTo ? ('read' as const) : ('sent' as const),
      masked: m.masked,
    })),
    ...outgoing
      .filter((m) => m.conversation_id === conversation.id && !arrived.has(m.client_id))
      .map((m) => ({
        key: m.client_id,
        content: m.content,
        mine: true,
        day: dayLabel(m.created_at),
        time: timeOf(m.created_at),
        state: m.status,
        error: m.error,
      })),
  ];
}

/**
 * Marks the conversation read up to the other person's newest message while it is open and the
 * page is visible: on opening (when something was unread) and as their messages arrive.
 */
function useReadMarker(conversation: Conversation | undefined, messages: ChatMessage[], userId: number) {
  const markRead = useMarkRead();
  const bell = useBell();
  const marked = useRef<number | null>(null);
  const newest = [...messages].reverse().find((m) => m.user_id !== userId)?.id ?? null;
  const id = conversation?.id;
  const unread = conversation?.unread ?? 0;
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const changed = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  useEffect(() => {
    if (id === undefined || newest === null || !visible) return;
    // Opened with nothing unread: the marker is already there.
    if (marked.current === null && unread === 0) marked.current = newest;
    if (marked.current !== null && newest <= marked.current) return;
    marked.current = newest;
    // The server cleared the conversation's bell entry with the marker: the bell asks again.
    void markRead(id, newest).then(
      (ok) => ok && bell?.actor.send({ type: 'notifications.realtime', event: 'new-message' }),
    );
  }, [id, newest, unread, visible, markRead, bell]);
}

export function ConversationPane({
  id,
  userId,
  online,
  sending,
}: {
  id: number;
  userId: number;
  /** Who is online; null while that is unknown (realtime not connected). */
  online: ReadonlySet<number> | null;
  sending: Sending;
}) {
  const t = useMessages(conversationMessages);
  const page = useMessages(messagesPageMessages);
  const navigate = useNavigate();
  const thread = useThread(id);
  const { typingUserIds, sendTyping } = useConversationChannel(id);
  const composer = useRef<HTMLTextAreaElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useWrite(contract.messages.remove, { revalidate: [messageKeys.conversations] });
  const conversation = thread.conversation;
  useReadMarker(conversation, thread.messages, userId);

  // Opening a conversation puts the cursor where the reply is written.
  const loaded = conversation !== undefined;
  useEffect(() => {
    if (loaded) composer.current?.focus();
  }, [loaded]);

  const back = (
    <Button asChild tone="ghost" size="sm" className={styles.back}>
      <LinkBase href={pathTo('messages')}>
        <span aria-hidden>←</span> {t.back}
      </LinkBase>
    </Button>
  );

  if (thread.error)
    return (
      <>
        <div className={styles.threadHeader}>{back}</div>
        <div className={styles.state}>
          {thread.error.status === 404 ? (
            <ErrorState
              title={t.notFoundTitle}
              text={t.notFoundText}
              action={<Link href={pathTo('messages')}>{t.allConversations}</Link>}
            />
          ) : (
            <ErrorState
              title={t.loadError}
              text={thread.error.message}
              onRetry={() => void thread.mutate()}
              retryLabel={page.retry}
              retrying={thread.isValidating}
            />
          )}
        </div>
      </>
    );
  if (!conversation)
    return (
      <>
        <div className={styles.threadHeader}>{back}</div>
        <div className={styles.state} aria-busy="true">
          <Spinner label={t.loading} />
        </div>
      </>
    );

  const other = conversation.other;
  const entries = threadMessages(conversation, thread.messages, sending.outgoing, userId, page);
  const masked = !conversation.contact_shared && thread.messages.some((m) => m.masked);

  const confirmDelete = async () => {
    setDeleteError(null);
    const result = await remove.write({ params: { id } });
    if (!result.ok) return setDeleteError(result.error.message);
    setDeleting(false);
    void navigate(pathTo('messages'));
  };

  return (
    <>
      <div className={styles.threadHeader}>
        {back}
        <Avatar src={other.avatar?.path} name={other.name} showInitials decorative />
        <div className={styles.who}>
          <div className={styles.nameRow}>
            <h2 className={styles.name}>
              <Link href={pathTo('profile', { id: other.id })} tone="neutral">
                {other.name}
              </Link>
            </h2>
            {online && <PresenceIndicator state={online.has(other.id) ? 'online' : 'offline'} showLabel />}
          </div>
          {conversation.item && (
            <span className={styles.item}>
              {t.about}{' '}
              <Link href={pathTo('view-item', { id: conversation.item.id })} tone="muted">
                {conversation.item.title}
              </Link>
            </span>
          )}
        </div>
        <IconButton
          tone="ghost"
          label={t.delete}
          icon={<Icon name="trash" />}
          className={styles.deleteButton}
          onClick={() => setDeleting(true)}
        />
      </div>
      {masked && (
        <div className={styles.notes}>
          <Callout tone="info">{t.masked}</Callout>
        </div>
      )}
      <MessageThread
        className={styles.thread}
        label={t.threadLabel({ name: other.name })}
        messages={entries}
        onRetry={(key) => void sending.retry(key)}
        hasMore={thread.hasMore}
        onLoadOlder={() => void thread.loadOlder()}
        loadingOlder={thread.loadingOlder}
        empty={<p>{t.empty({ name: other.name })}</p>}
        footer={
          thread.olderError && <p className={styles.error}>{t.olderFailed({ reason: thread.olderError })}</p>
        }
      />
      <div className={styles.bottom}>
        <TypingIndicator names={typingUserIds.has(other.id) ? [other.name] : []} />
        <MessageComposer
          ref={composer}
          label={t.composerLabel({ name: other.name })}
          maxLength={MESSAGE_MAX}
          onSend={(content) => void sending.send(id, content)}
          onTyping={sendTyping}
        />
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t.deleteTitle}
        description={<p>{t.deleteText({ name: other.name })}</p>}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.keep}
        tone="critical"
        busy={remove.writing}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
