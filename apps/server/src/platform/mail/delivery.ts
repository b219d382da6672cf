import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import { outbox } from '../db/schema';
import { defineJob } from '../jobs/define';

/** How much of a mail server's error an outbox row keeps (the log has the whole error). */
const ERROR_LENGTH = 500;

export interface Delivery {
  /** nodemailer's SMTP transport, or null: the email goes to the log line (and the dev mailbox). */
  transport: Transporter | null;
  from: string;
  /** Says in the log that an email was written, for a server without SMTP (never its text). */
  note(to: string, subject: string): void;
}

/**
 * The job that delivers one outbox row. It runs at least once, so it locks the row, skips it if
 * an earlier run sent it (or the sweep removed it), sends, and marks it sent in the same
 * transaction. A process that dies mid-send leaves the row unsent and the job active; the job
 * expires and is retried — the one case where an email may go out twice, never zero times.
 * A failure is kept on the row (attempts, last_error) and thrown, for the queue's backoff.
 */
export function deliveryJob({ transport, from, note }: Delivery) {
  return defineJob(
    'mail-send',
    z.object({ outboxId: z.number().int().positive() }),
    async ({ outboxId }, { db, now }) => {
      let failure: unknown = null;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).for('update');
        if (!row || row.sent_at) return;
        const attempts = sql`${outbox.attempts} + 1`;
        if (!transport) {
          note(row.to, row.subject);
        } else {
          try {
            await transport.sendMail({
              from,
              to: row.to,
              subject: row.subject,
              text: row.text,
              html: row.html,
            });
          } catch (error) {
            failure = error;
            const lastError = (error as Error).message.slice(0, ERROR_LENGTH);
            await tx.update(outbox).set({ attempts, last_error: lastError }).where(eq(outbox.id, outboxId));
            return;
          }
        }
        await tx
          .update(outbox)
          .set({ sent_at: now(), attempts, last_error: null })
          .where(eq(outbox.id, outboxId));
      });
      if (failure) throw failure;
    },
    // pg-boss's backoff with jitter: 30–60 s, then twice as long each time; eight retries ride out
    // two to four hours of a mail server being down.
    {
      retryLimit: 8,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 5 * 60,
      pollingIntervalSeconds: 1,
    },
  );
}
