import { useEffect, useRef, useState } from 'react';
import { useMarkRead, type ChatMessage, type Conversation } from '@pinjam/api';
import { useBell } from '../../../features/notifications/NotificationsProvider';

/**
 * Marks the conversation read up to the other person's newest message while it is open and the
 * page is visible: on opening (when something was unread) and as their messages arrive.
 */
export function useReadMarker(
  conversation: Conversation | undefined,
  messages: ChatMessage[],
  userId: number,
) {
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
