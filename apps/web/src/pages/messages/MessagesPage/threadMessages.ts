import type { ChatMessage, Conversation, OutgoingMessage } from '@pinjam/api';
import type { ThreadMessage } from '@pinjam/ui';
import { formatClock as timeOf } from '../../../shared/moments';
import { dayOf } from './when';

/** The thread's messages and its sends still without an answer (useThread's `outgoing`), as the thread shows them. */
export function threadMessages(
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
    ...outgoing.map((m) => ({
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
