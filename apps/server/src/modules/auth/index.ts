import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../../platform/security/session';
import { authRoutes } from './auth.routes';
import { findSession } from './sessions.repository';

export { endSessionSockets, sessionsEndedInTransaction } from './session-sockets';

/**
 * Accounts: signup, activation, login, sessions, password reset. It tells the rest of the app
 * who is calling (`app.findSession`, which the route helper asks on every signed-in endpoint).
 */
export const authModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('findSession', (header: string | undefined) => findSession(app.db, header));
    await app.register(authRoutes);
  },
  { name: 'auth', dependencies: ['db'] },
);
