import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminPaymentsRoutes } from './admin-payments.routes';
import { registerRefundEffects } from './refund-settle';

/**
 * The admin's payments (issue 17, decision 0042): the list with search, filters and CSV, one
 * payment's amounts, orders, events, refunds and ledger, and a refund, full or partial, audited,
 * asked of the provider after it commits (its after-effects registered with the payments module).
 */
export const adminPaymentsModule = fp(
  async (app: FastifyInstance) => {
    registerRefundEffects(app);
    await app.register(adminPaymentsRoutes);
  },
  { name: 'admin-payments', dependencies: ['db', 'mail', 'audit', 'jobs', 'payments', 'money'] },
);
