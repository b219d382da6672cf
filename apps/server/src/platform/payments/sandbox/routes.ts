import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../errors/domain';
import { route } from '../../http/route';
import { answerPayPal, confirmToken, readPayPal, tokenise } from './pages';

/**
 * The sandbox's endpoints for the card form and the simulated PayPal page. Served always (the
 * contract is served in full) and answering 404 where a real provider took the method's place.
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const { payments } = contract;
  const cards = () => {
    if (app.payments.publicConfig().card.provider !== 'sandbox')
      throw new NotFound('Cards are paid through Stripe on this server.');
  };
  const paypal = () => {
    if (app.payments.publicConfig().paypal.provider !== 'sandbox')
      throw new NotFound('PayPal payments go through PayPal on this server.');
  };

  route(
    app,
    payments.tokeniseCard,
    async ({ body, session }) => {
      cards();
      return tokenise(app.db, session.user.id, body);
    },
    { refusals: [404] },
  );
  route(
    app,
    payments.confirmCard,
    async ({ params, body, session }) => {
      cards();
      return confirmToken(app.db, session.user.id, params.token, body.approve);
    },
    { refusals: [404, 409] },
  );
  route(
    app,
    payments.payPalPayment,
    async ({ params, session }) => {
      paypal();
      return readPayPal(app.db, session.user.id, params.payment_id);
    },
    { refusals: [404] },
  );
  for (const [endpoint, approve] of [
    [payments.approvePayPal, true],
    [payments.cancelPayPal, false],
  ] as const) {
    route(
      app,
      endpoint,
      async ({ params, session }) => {
        paypal();
        return answerPayPal(app.db, session.user.id, params.payment_id, approve);
      },
      { refusals: [404, 409] },
    );
  }
}
