import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { passwordRoutes } from './password.routes';

/** Accounts: signup, activation, login, sessions, password reset. */
export async function authModule(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(passwordRoutes);
}
