import { useSearchParams } from 'react-router-dom';
import {
  messageKeys,
  newMessageEvent,
  readEvent,
  useConversations,
  useMessageEvents,
  type Conversation,
} from '@pinjam/api';
import { useSWRConfig } from 'swr';
import {
  Button,
  Callout,
  ConversationList,
  EmptyState,
  ErrorState,
  Heading,
  LinkBase,
  Spinner,
  useMessages,
  type ConversationListEntry,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { usePageTitle } from '../../../app/pageTitle';
import {
  useOnlineUsers,
  useRealtimeEvent,
  useRealtimeReconnect,
  useRealtimeStatus,
} from '../../../features/realtime';
import { pathTo } from '../../../routes/paths';
import { idParam } from '../../../shared/PageStates';
import { ConversationPane } from './ConversationPane';
import { messagesPageMessages } from './messages';
import { shortWhen } from './when';
import * as styles from './MessagesPage.css';

/** The address of one conversation on this page. */
const conversationHref = (id: number) => `${pathTo('messages')}?conversation=${id}`;

/** `online` is null while realtime is not connected: who is online is then unknown, not 'nobody'. */
function entryOf(conversation: Conversation, userId: number | undefined, online: ReadonlySet<number> | null) {
  const last = conversation.last_message;
  return {
    id: conversation.id,
    href: conversationHref(conversation.id),
    name: conversation.other.name,
    avatarUrl: conversation.other.avatar?.path,
    online: online && online.has(conversation.other.id),
    itemTitle: conversation.item?.title,
    preview: last?.content ?? null,
    previewMine: last !== null && last.user_id === userId,
    time: shortWhen(last?.created_at ?? conversation.updated_at),
    unread: conversation.unread,
  } satisfies ConversationListEntry;
}

/**
 * messages (seed: /messages?conversation={id}, requires login): the conversations, newest first,
 * and the open one. New messages and read markers arrive live; at 1022px and narrower the list
 * and the conversation show one at a time.
 */
export default function MessagesPage() {
  const t = useMessages(messagesPageMessages);
  usePageTitle(t.title);
  const [search] = useSearchParams();
  const selectedId = idParam(search.get('conversation') ?? undefined);
  const { user } = useAuth();
  const list = useConversations(user !== null);
  const online = useOnlineUsers();
  const status = useRealtimeStatus();
  const events = useMessageEvents();
  const { mutate } = useSWRConfig();

  useRealtimeEvent('new-message', (data) => {
    const parsed = newMessageEvent.safeParse(data);
    if (parsed.success) events.received(parsed.data.message);
  });
  useRealtimeEvent('read', (data) => {
    const parsed = readEvent.safeParse(data);
    if (parsed.success) events.read(parsed.data.conversation_id, parsed.data.up_to);
  });
  // Back from a drop: whatever was pushed meanwhile is fetched.
  useRealtimeReconnect(() => {
    void mutate(messageKeys.conversations);
    if (selectedId !== null) void mutate(messageKeys.thread(selectedId));
  });

  const conversations = list.data?.user.conversations;
  return (
    <div className={styles.page} data-view={selectedId === null ? 'list' : 'thread'}>
      <section className={styles.listPane} aria-labelledby="messages-title">
        <header className={styles.listHeader}>
          <Heading level={1} size={3} id="messages-title">
            {t.title}
          </Heading>
          {status === 'unavailable' && <Callout tone="warning">{t.offline}</Callout>}
        </header>
        <div className={styles.listBody} aria-busy={list.isLoading || undefined}>
          {list.error ? (
            <ErrorState
              className={styles.listState}
              layout="inline"
              title={t.loadError}
              text={list.error.message}
              onRetry={() => void list.mutate()}
              retryLabel={t.retry}
              retrying={list.isValidating}
            />
          ) : !conversations ? (
            <div className={styles.listState}>
              <Spinner label={t.loading} size="sm" />
            </div>
          ) : conversations.length === 0 ? (
            <EmptyState
              className={styles.listState}
              title={t.emptyTitle}
              text={t.emptyText}
              action={
                <Button asChild>
                  <LinkBase href={pathTo('search')}>{t.browse}</LinkBase>
                </Button>
              }
            />
          ) : (
            <ConversationList
              label={t.listLabel}
              entries={conversations.map((c) => entryOf(c, user?.id, status === 'connected' ? online : null))}
              selectedId={selectedId}
            />
          )}
        </div>
      </section>
      <div className={styles.threadPane}>
        {selectedId === null || !user ? (
          conversations?.length ? (
            <p className={styles.choose}>{t.choose}</p>
          ) : null
        ) : (
          <ConversationPane
            key={selectedId}
            id={selectedId}
            userId={user.id}
            online={status === 'connected' ? online : null}
          />
        )}
      </div>
    </div>
  );
}
