import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { outbox } from '../db/schema';
import type { EmailContent } from './templates';

export interface Mailer {
  /** Records the email in the outbox, then delivers it by SMTP (when configured) in the background. */
  send(to: string, content: EmailContent): Promise<void>;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{
  smtpUrl: string | null;
  from: string;
  publicUrl: string;
  devMailbox: boolean;
}>(
  async (app, { smtpUrl, from, publicUrl, devMailbox }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    const inFlight = new Set<Promise<void>>();

    async function deliver(id: number, to: string, content: EmailContent) {
      try {
        await transport!.sendMail({ from, to, ...content });
        await app.db
          .update(outbox)
          .set({ sent_at: sql`now()` })
          .where(eq(outbox.id, id));
      } catch (error) {
        // The row stays unsent (sent_at null) for a later retry; the user can also ask again.
        app.log.error({ err: error, outboxId: id }, 'email delivery failed');
      }
    }

    const mailer: Mailer = {
      async send(to, content) {
        const [row] = await app.db
          .insert(outbox)
          .values({ to, ...content })
          .returning({ id: outbox.id });
        if (!transport) {
          // Never the text: it holds links (reset, activation) that act as passwords.
          const where = devMailbox ? `read it at ${publicUrl}/dev/mailbox` : 'not sent: SMTP_URL is not set';
          app.log.info(`Email to ${to}: "${content.subject}" (${where})`);
          return;
        }
        // Not awaited: a slow mail server must not hold up the request that caused the email.
        const job = deliver(row!.id, to, content).finally(() => inFlight.delete(job));
        inFlight.add(job);
      },
      async flush() {
        await Promise.all(inFlight);
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      transport?.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
