import type { FastifyInstance } from 'fastify';
import { ordersRoutes } from './orders.routes';
// Orders (product.md "Order lifecycle"): the paid order the checkout or an accepted request
// makes, every later step through one transition, both parties' lists and pages, issues, cancel.
export { createPaidOrder } from './create';
export { transitionOrder } from './transition';

/** Both sides' order lists, one order's page, reporting an issue and cancelling. */
export async function ordersModule(app: FastifyInstance): Promise<void> {
  await app.register(ordersRoutes);
}
