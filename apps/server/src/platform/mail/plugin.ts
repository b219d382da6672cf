import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import { deliveryJob } from './delivery';
import { signatureCache, signed } from './sign-off';
import type { EmailContent } from './templates';

export interface Mailer {
  /**
   * Records the email in the outbox and schedules its delivery, in one transaction: the caller's
   * when given (the email exists exactly if the caller's change commits), else one of its own.
   */
  send(to: string, content: EmailContent, tx?: Executor): Promise<void>;
  /** Several emails in the caller's transaction: one outbox statement and one job statement. */
  sendAll(tx: Executor, emails: ReadonlyArray<{ to: string; content: EmailContent }>): Promise<void>;
  /** Delivers every email due now and waits for deliveries under way (tests, shutdown). */
  flush(): Promise<void>;
  /** The marketplace's name or contact email changed: the next email reads them again. */
  forgetSignature(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Email: an outbox row per email and a `mail-send` job per row (delivery.ts), sent by SMTP when
 * SMTP_URL is set, otherwise noted in the log (and readable in the dev mailbox).
 */
export const mailPlugin = fp<{
  smtpUrl: string | null;
  from: string;
  publicUrl: string;
  devMailbox: boolean;
}>(
  async (app, { smtpUrl, from, publicUrl, devMailbox }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    const job = deliveryJob({
      transport,
      from,
      // Never the text: it holds links (reset, activation) that act as passwords.
      note: (to, subject) => {
        const where = devMailbox ? `read it at ${publicUrl}/dev/mailbox` : 'not sent: SMTP_URL is not set';
        app.log.info(`Email to ${to}: "${subject}" (${where})`);
      },
    });
    await app.jobs.work(job);

    const signatures = signatureCache();
    const record = async (tx: Executor, emails: ReadonlyArray<{ to: string; content: EmailContent }>) => {
      if (emails.length === 0) return;
      // Signed with the marketplace's name and contact email (the admin's settings, decision 0039).
      const signature = await signatures.read(tx);
      const rows = await tx
        .insert(outbox)
        .values(emails.map(({ to, content }) => ({ to, ...signed(content, signature) })))
        .returning({ id: outbox.id });
      await app.jobs.sendAllInTx(
        tx,
        job,
        rows.map(({ id }) => ({ payload: { outboxId: id }, key: String(id) })),
      );
    };

    const mailer: Mailer = {
      async send(to, content, tx) {
        if (tx) return record(tx, [{ to, content }]);
        await app.db.transaction((own) => record(own, [{ to, content }]));
        // Committed: the worker need not wait for its next poll.
        app.jobs.notify(job);
      },
      sendAll: record,
      async flush() {
        await app.jobs.runDue(job);
      },
      forgetSignature: () => signatures.forget(),
    };
    app.decorate('mailer', mailer);
    // Deliveries under way finish before the transport closes.
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      transport?.close();
    });
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);
