import { channels, SESSION_ENDED_EVENT } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Ending sessions ends their sockets, whatever ended them (logout, a password change or reset,
 * an admin disabling the account): after the commit, the user's open tabs hear `session-ended`
 * on their chat channel and ask the server who they are (a 401 signs a tab out, the others stay),
 * then every socket signed in with one of the ended sessions is closed (4009, no reconnecting).
 * Until then such a socket kept its private channels and their pushes, message text included.
 */
export async function endSessionSockets(
  app: FastifyInstance,
  userId: number,
  sessionIds: readonly number[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await app.realtime.publish({ channel: channels.chat(userId), event: SESSION_ENDED_EVENT, data: {} });
  await app.realtime.terminateSessions(userId, sessionIds);
}
