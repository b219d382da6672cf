import { requests as api } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { accept } from './accept';
import * as requests from './requests.service';
import * as transitions from './transitions';

/** Rental requests: both sides' lists, the owner's answers, the renter's cancel, the calendar. */
export async function requestsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.forMyItems, async ({ session }) => ({
    requests: await requests.forMyItems(app, session.user.id),
  }));

  route(app, api.mine, async ({ session }) => ({ requests: await requests.mine(app, session.user.id) }));

  route(
    app,
    api.accept,
    async ({ session, params }) => {
      const orderId = await accept(app, session.user.id, params.id);
      return {
        message: 'You accepted the request: the payment is taken and the rental order is ready.',
        request: await requests.requestById(app, params.id),
        order_id: orderId,
      };
    },
    { refusals: [404, 409, 503] },
  );

  route(
    app,
    api.deny,
    async ({ session, params, body }) => {
      await transitions.deny(app, session.user.id, params.id, body.reason ?? null);
      return {
        message: 'You declined the request; the renter’s payment is released.',
        request: await requests.requestById(app, params.id),
      };
    },
    { refusals: [404, 409, 503] },
  );

  route(
    app,
    api.cancel,
    async ({ session, params }) => {
      await transitions.cancel(app, session.user.id, params.id);
      return {
        message: 'Your request is cancelled; the payment held for it is released.',
        request: await requests.requestById(app, params.id),
      };
    },
    { refusals: [404, 409, 503] },
  );

  route(
    app,
    api.availability,
    async ({ params }) => ({ availability: await requests.availability(app, params.id) }),
    {
      refusals: [404],
    },
  );
}
