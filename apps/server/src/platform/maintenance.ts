import { and, isNotNull, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { authTokens, emailTokens, outbox, sessions } from './db/schema';
import { defineJob } from './jobs/define';
import { sweepOrphanFiles } from './storage/orphans';

export interface Maintenance {
  /** Runs the hourly sweep once now (tests call it; the queue runs it on the hour). */
  sweep(now?: Date): Promise<void>;
  /** Runs the sweep of unreferenced upload files once now; resolves with how many went. */
  sweepFiles(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: Maintenance;
  }
}

const DAY = 24 * 60 * 60_000;
/** Ended tokens and sessions are kept a day, to tell "ended" from "never existed" in support. */
const GRACE_MS = DAY;
const nothing = z.object({});

/**
 * Hourly sweeps, as cron schedules of the job queue: each hour one server runs each, however
 * many are up (pg-boss sends a schedule's job once a minute slot). Both are idempotent, so a
 * retry or a second run is harmless.
 * - the database: emails older than the retention leave the outbox (and the dev mailbox) — their
 *   links are live credentials; expired or used email tokens, ended bearer tokens and sessions,
 *   and finished rate-limit windows go too;
 * - the files: uploads no row points at, older than an hour (storage/orphans.ts).
 */
export const maintenancePlugin = fp<{ outboxRetentionMs: number }>(
  async (app, { outboxRetentionMs }) => {
    const { db } = app;
    const sweep = async (now = new Date()) => {
      const ended = new Date(now.getTime() - GRACE_MS);
      await db.delete(outbox).where(lt(outbox.created_at, new Date(now.getTime() - outboxRetentionMs)));
      await db.delete(emailTokens).where(or(lt(emailTokens.expires_at, now), isNotNull(emailTokens.used_at)));
      await db
        .delete(authTokens)
        .where(
          or(
            lt(authTokens.expires_at, ended),
            and(isNotNull(authTokens.revoked_at), lt(authTokens.revoked_at, ended)),
          ),
        );
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expires_at, ended),
            and(isNotNull(sessions.revoked_at), lt(sessions.revoked_at, ended)),
          ),
        );
      await app.limits.counters.sweep();
    };
    const sweepFiles = (now = new Date()) => sweepOrphanFiles(db, app.storage, now);

    const sweepJob = defineJob('maintenance-sweep', nothing, (_, { now }) => sweep(now()));
    const filesJob = defineJob('storage-orphan-sweep', nothing, async (_, { now, log }) => {
      const removed = await sweepFiles(now());
      if (removed > 0) log.info(`removed ${removed} upload files no row pointed at`);
    });
    await app.jobs.work(sweepJob);
    await app.jobs.work(filesJob);
    await app.jobs.schedule(sweepJob, '0 * * * *', {});
    await app.jobs.schedule(filesJob, '30 * * * *', {});
    app.addHook('onReady', async () => {
      // Once at boot too (a development server is seldom up on the hour): one job per hour
      // however many servers start in it.
      const hour = new Date().toISOString().slice(0, 13);
      await app.jobs.send(sweepJob, {}, { key: `boot ${hour}` });
    });
    app.decorate('maintenance', { sweep, sweepFiles });
  },
  { name: 'maintenance', dependencies: ['db', 'security', 'jobs', 'storage'] },
);
