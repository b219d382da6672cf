import { messages as api, notifications as bell, SOCKET_ID_HEADER } from '@pinjam/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/route';
import * as messages from './messages.service';

/** The socket that sent a request (pusher-js's id, e.g. 1234.5678): left out of its own push. */
function socketOf(request: FastifyRequest): string | null {
  const value = request.headers[SOCKET_ID_HEADER];
  return typeof value === 'string' && /^\d{1,20}\.\d{1,20}$/.test(value) ? value : null;
}

/** The seed's five message calls, the read marker, and clearing a conversation's bell entry. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.conversations, async ({ session }) => ({
    user: { conversations: await messages.list(app, session.user.id) },
  }));

  route(
    app,
    api.start,
    async ({ session, body }) => ({ conversation: await messages.start(app, session.user.id, body) }),
    { refusals: [404] },
  );

  route(
    app,
    api.thread,
    async ({ session, params, query }) =>
      messages.thread(app, session.user.id, params.id, query.before ?? null),
    { refusals: [404] },
  );

  route(
    app,
    api.post,
    async ({ session, body, request }) => ({
      message: await messages.post(app, session.user.id, body, socketOf(request)),
    }),
    { refusals: [404] },
  );

  route(
    app,
    api.read,
    async ({ session, params, body }) => {
      await messages.read(app, session.user.id, params.id, body?.up_to);
      return { message: 'Marked as read.' };
    },
    { refusals: [404] },
  );

  route(
    app,
    api.remove,
    async ({ session, params }) => {
      await messages.remove(app, session.user.id, params.id);
      return { message: 'The conversation is deleted for you. It comes back if a new message arrives.' };
    },
    { refusals: [404] },
  );

  route(
    app,
    bell.clearConversation,
    async ({ session, body }) => {
      await messages.clearConversationBell(app, session.user.id, body.id);
      return { message: 'Cleared.' };
    },
    { refusals: [404] },
  );
}
