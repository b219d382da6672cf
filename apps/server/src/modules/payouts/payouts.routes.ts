import { adminFinance as admin, finance as api } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as finance from './finance.service';
import * as payouts from './payouts.service';

/** The caller's finance page, and the admin's payouts (the seed's admin calls). */
export async function payoutsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.get, async ({ session, query }) => ({
    finance: await finance.summary(app, session.user.id, query.before),
  }));

  route(app, api.exportCsv, async ({ session, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return finance.exportCsv(app, session.user.id);
  });

  route(app, admin.payouts, async ({ session, reply }) => {
    reply.header('cache-control', 'no-store');
    return payouts.payouts(app, session.user);
  });

  route(app, admin.payoutDate, async ({ session, body }) => {
    await payouts.setPayoutDate(app, session.user, body.date);
    return { message: 'The payout date has been saved.', payout_date: body.date };
  });

  route(
    app,
    admin.paid,
    async ({ session, body }) => {
      await payouts.markPaid(app, session.user, body.id);
      return { message: 'Marked paid. They have been told.' };
    },
    { refusals: [404, 409] },
  );

  // The full account numbers: only here, never cached, never logged (the body is not logged).
  route(app, admin.transfersCsv, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return payouts.transfersCsv(app);
  });
}
