import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { authTokens, emailTokens, outbox, sessions } from './db/schema';

export interface Maintenance {
  /** Runs every sweep once now (tests call it; the timer calls it hourly). */
  sweep(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: Maintenance;
  }
}

const HOUR = 60 * 60_000;
/** Ended tokens and sessions are kept a day, to tell "ended" from "never existed" in support. */
const GRACE = sql`interval '1 day'`;

/**
 * Hourly sweeps, idempotent so that several servers may run them at once: emails older than the
 * retention leave the outbox (and the dev mailbox) — their links are live credentials; expired or
 * used email tokens, ended bearer tokens and sessions, and finished rate-limit windows go too.
 * (The job queue of the next wave will run these as scheduled jobs.)
 */
export const maintenancePlugin = fp<{ outboxRetentionMs: number }>(
  async (app, { outboxRetentionMs }) => {
    const { db } = app;
    const sweep = async () => {
      const retention = sql`make_interval(secs => ${outboxRetentionMs / 1000})`;
      await db.delete(outbox).where(lt(outbox.created_at, sql`now() - ${retention}`));
      await db
        .delete(emailTokens)
        .where(or(lt(emailTokens.expires_at, sql`now()`), isNotNull(emailTokens.used_at)));
      await db
        .delete(authTokens)
        .where(
          or(
            lt(authTokens.expires_at, sql`now() - ${GRACE}`),
            and(isNotNull(authTokens.revoked_at), lt(authTokens.revoked_at, sql`now() - ${GRACE}`)),
          ),
        );
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expires_at, sql`now() - ${GRACE}`),
            and(isNotNull(sessions.revoked_at), lt(sessions.revoked_at, sql`now() - ${GRACE}`)),
          ),
        );
      await app.limits.counters.sweep();
    };
    const run = () =>
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'the hourly sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, HOUR).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('maintenance', { sweep });
  },
  { name: 'maintenance', dependencies: ['db', 'security'] },
);
