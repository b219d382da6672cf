import type { FastifyInstance } from 'fastify';
import { orderTimersSweep } from './jobs';
import { registerOrderNotices } from './notices';
import { ordersRoutes } from './orders.routes';
import { registerResolveEffects } from './resolve';
// Orders (docs/product.md "Order lifecycle"): the paid order the checkout or an accepted request
// makes, every later step through one transition, both parties' lists and pages, issues, cancel.
export { createPaidOrder } from './create';
export { transitionOrder } from './transition';
export { announceStep } from './announce';
export { completeOrder } from './complete';
export { resolveOrderIssue } from './resolve';
export { refundInFull } from './cancel';

/**
 * Both sides' order lists, one order's page, reporting an issue, cancelling, the steps after
 * payment and the admin's resolution; the order timers every ten minutes (jobs.ts).
 */
export async function ordersModule(app: FastifyInstance): Promise<void> {
  registerOrderNotices(app);
  registerResolveEffects(app);
  await app.jobs.work(orderTimersSweep);
  await app.jobs.schedule(orderTimersSweep, '*/10 * * * *', {});
  await app.register(ordersRoutes);
}
