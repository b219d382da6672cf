import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminContentRoutes } from './admin-content.routes';

// Who an admin acts as in the audit trail; the server-drawn pages forgotten after a change.
export { actor, forgetDrawnPages } from './images.service';

/**
 * The admin's adverts and banners and the settings (issue 17, decision 0039): uploads through
 * the image pool, each change audited and the home page drawn afresh; the company details, the
 * marketplace's settings and the admin's password.
 */
export const adminContentModule = fp(
  async (app: FastifyInstance) => {
    await app.register(adminContentRoutes);
  },
  { name: 'admin-content', dependencies: ['db', 'mail', 'audit'] },
);
