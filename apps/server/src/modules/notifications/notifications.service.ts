// The bell (docs/product.md §3 and 4): what the caller has not opened yet, and its clearing. Only
// the caller's own rows, ever.
import type { NotificationKind, Notifications } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import * as repository from './notifications.repository';

export async function bell(app: FastifyInstance, userId: number): Promise<Notifications> {
  const [counts, conversations, verification] = await Promise.all([
    repository.openCounts(app.db, userId),
    repository.openConversations(app.db, userId),
    repository.openVerificationResult(app.db, userId),
  ]);
  const count = (kind: NotificationKind) => ({ count: counts.get(kind) ?? 0 });
  return {
    conversations: conversations.map((c) => ({
      person: { name: c.name, avatar: c.avatar_path ? { path: c.avatar_path } : null },
      count: c.count,
      conversation_id: c.conversation_id,
    })),
    requests: count('requests'),
    requestAccepted: count('requestAccepted'),
    requestDenied: count('requestDenied'),
    requestCancelled: count('requestCancelled'),
    order: count('order'),
    payout: count('payout'),
    verification: { ...count('verification'), result: verification },
  };
}

/** Clears one kind of the caller's notifications (every kind and message: undefined). */
export const clear = (app: FastifyInstance, userId: number, kind?: NotificationKind) =>
  repository.clearKinds(app.db, userId, kind ? [kind] : undefined);
