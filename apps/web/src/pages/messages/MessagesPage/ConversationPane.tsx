import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_MAX, messageKeys, messages as messageCalls, useSendMessage, useThread } from '@pinjam/api';
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
} from '@pinjam/ui';
import { useWrite } from '../../../app/forms';
import { useConversationChannel } from '../../../features/realtime';
import { pathTo } from '../../../routes/paths';
import { conversationMessages, messagesPageMessages } from './messages';
import { threadMessages } from './threadMessages';
import { useReadMarker } from './useReadMarker';
import * as styles from './MessagesPage.css';

export function ConversationPane({
  id,
  userId,
  online,
}: {
  id: number;
  userId: number;
  /** Who is online; null while that is unknown (realtime not connected). */
  online: ReadonlySet<number> | null;
}) {
  const t = useMessages(conversationMessages);
  const page = useMessages(messagesPageMessages);
  const navigate = useNavigate();
  const thread = useThread(id);
  const sending = useSendMessage();
  const { typingUserIds, sendTyping } = useConversationChannel(id);
  const composer = useRef<HTMLTextAreaElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useWrite(messageCalls.remove, { revalidate: [messageKeys.conversations] });
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
  const entries = threadMessages(conversation, thread.messages, thread.outgoing, userId, page);
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
        onRetry={(key) => {
          const failed = thread.outgoing.find((m) => m.client_id === key);
          if (failed) void sending.retry(failed);
        }}
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
