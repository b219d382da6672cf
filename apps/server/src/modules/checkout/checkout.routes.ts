import { checkout as api } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { itemChanged } from '../catalogue';
import * as checkout from './checkout.service';

/** The delivery fee, the review's quote, paying, and finishing a PayPal payment. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.deliveryFee, async () => ({ fee: await checkout.deliveryFee(app) }));

  route(
    app,
    api.quote,
    async ({ session, body }) => ({ quote: await checkout.quote(app, session.user, body) }),
    {
      refusals: [409],
    },
  );

  route(
    app,
    api.place,
    async ({ session, headers, body, status }) => {
      try {
        const answer = await checkout.place(app, session.user, headers['idempotency-key'], body);
        status(answer.status);
        return answer.body;
      } finally {
        // Days held, units sold or given back: the items' pages are drawn again (decision 0051).
        for (const entry of body.entries) itemChanged(app, entry.item_id);
      }
    },
    { refusals: [402, 409, 503], alsoAnswers: [200] },
  );

  route(
    app,
    api.confirmPayPal,
    async ({ session, params }) => checkout.confirmPayPal(app, session.user, params.payment_id),
    { refusals: [402, 404, 409, 503] },
  );
}
