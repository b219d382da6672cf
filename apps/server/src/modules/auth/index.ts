import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../../platform/security/session';
import { authRoutes } from './auth.routes';
import { findSession } from './sessions.repository';

export { endSessionSockets } from './session-sockets';
export { sessionsEndedInTransaction } from './sessions.repository';
// What the users module (the account, settings) and the admin's settings build on: the account's
// shape, its address, its avatar, and the changes a member makes to how they log in.
export { findUserByEmail } from './auth.repository';
export { toUserDto } from './user-dto';
export { removeAvatar, saveAvatar, storedAvatarOf } from './avatars';
export {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  EMAIL_CHANGE_SENT,
  pendingEmailChange,
  startEmailChange,
} from './account-changes';

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
