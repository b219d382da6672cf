import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerVerificationNotices } from './notices';
import { verificationRoutes } from './verification.routes';

/**
 * Identity verification (issue 15, decision 0033): the user's document photo and selfie as
 * private objects, their status, get-meta, and the admin's review queue, approve and reject.
 */
export const verificationModule = fp(
  async (app: FastifyInstance) => {
    registerVerificationNotices(app);
    await app.register(verificationRoutes);
  },
  { name: 'verification', dependencies: ['db', 'storage', 'uploads', 'notifications'] },
);
