import { contract } from '@pinjam/api/contract';
import { desc, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema';
import { HttpError } from '../http/errors';
import { route } from '../http/route';

/**
 * The dev mailbox: the outbox's recent emails, for a developer without a mail server. Pure
 * infrastructure (it reads what the mailer wrote), so it lives beside the mailer.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(
    app,
    contract.dev.mailbox,
    async () => {
      // Development only (env.ts devMailboxAllowed): elsewhere it would hand over every account.
      if (!app.config.devMailbox || app.config.smtpUrl)
        throw new HttpError(404, 'There is no dev mailbox on this server.');
      const kept = sql`now() - make_interval(secs => ${app.config.outboxRetentionMs / 1000})`;
      const rows = await db
        .select()
        .from(outbox)
        .where(gt(outbox.created_at, kept))
        .orderBy(desc(outbox.id))
        .limit(100);
      return {
        emails: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          html: r.html,
          created_at: r.created_at.toISOString(),
          status: r.sent_at ? ('sent' as const) : r.last_error ? ('failed' as const) : ('queued' as const),
          last_error: r.last_error,
        })),
      };
    },
    { refusals: [404] },
  );
}
