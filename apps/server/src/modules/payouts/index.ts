import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerPayoutNotices } from './notices';
import { payoutsRoutes } from './payouts.routes';

export { plainAmount } from './payouts.service';

/**
 * Payouts and finance (issue 16, decision 0037): the caller's money read from the ledger, and the
 * admin's payouts on the payout date (prepared per user, the bank transfers' CSV, Mark paid).
 */
export const payoutsModule = fp(
  async (app: FastifyInstance) => {
    registerPayoutNotices(app);
    await app.register(payoutsRoutes);
  },
  { name: 'payouts', dependencies: ['db', 'notifications'] },
);
