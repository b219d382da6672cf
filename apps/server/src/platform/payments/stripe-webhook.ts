import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { paymentProviderEvents } from '../db/schema';

/**
 * POST /api/payments/stripe/webhook: Stripe's events, checked against the signing secret on the
 * raw body (a parsed and re-serialised body would never match). This scope alone reads bodies
 * as bytes. For now each event is recorded once and logged (type and id, never the payload);
 * acting on them (a hold that expired, a dispute) comes with the admin's payments page.
 */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  { stripe, secret }: { stripe: Stripe; secret: string },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new Error('unsigned');
      event = stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      return reply.code(400).send({ message: 'The webhook signature is not valid.' });
    }
    const object = event.data.object as { id?: unknown };
    await app.db
      .insert(paymentProviderEvents)
      .values({
        id: event.id,
        provider: 'stripe',
        type: event.type,
        object_id: typeof object.id === 'string' ? object.id : null,
      })
      .onConflictDoNothing();
    request.log.info({ stripeEvent: event.type, eventId: event.id }, 'Stripe event recorded');
    return { received: true };
  });
}
