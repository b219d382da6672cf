import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminPaymentsRoutes } from './admin-payments.routes';
import { refundSettle } from './refund-settle';

/**
 * The admin's payments (issue 17, decision 0042): the list with search, filters and CSV, one
 * payment's amounts, orders, events, refunds and ledger, and a refund, full or partial, audited;
 * the job that settles a refund a crash left waiting for the provider.
 */
export const adminPaymentsModule = fp(
  async (app: FastifyInstance) => {
    await app.jobs.work(refundSettle);
    await app.register(adminPaymentsRoutes);
  },
  { name: 'admin-payments', dependencies: ['db', 'mail', 'audit', 'jobs', 'payments'] },
);
