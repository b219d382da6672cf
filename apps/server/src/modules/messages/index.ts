import { channels } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageEmailJob } from './jobs';
import { messagesRoutes } from './messages.routes';
import { mayJoin } from './messages.service';

/**
 * Messages (issue 14, decision 0029): conversations between two people, their threads, read
 * markers and "deleted for me"; the email for a message left unread; who may join a
 * conversation's channel (its two people: typing travels there).
 */
export const messagesModule = fp(
  async (app: FastifyInstance) => {
    await app.jobs.work(messageEmailJob);
    app.realtime.allowChannels(channels.conversation(0).replace(/0$/, ''), (userId, rest) =>
      mayJoin(app, userId, rest),
    );
    await app.register(messagesRoutes);
  },
  { name: 'messages', dependencies: ['db', 'jobs', 'realtime', 'mail'] },
);
