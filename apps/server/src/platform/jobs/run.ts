import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { errorForLog } from '../security/log-safety';
import type { JobDefinition } from './define';

export type RunnableJob = PgBoss.JobWithMetadata<unknown>;

/**
 * One run of one job, for the background worker and `runDue` alike: the payload parsed, the
 * handler given its context, a failure logged and thrown again for pg-boss to record and retry.
 * What pg-boss records is the message alone, with any SQL values scrubbed (log-safety.ts): never
 * a payload, and payloads carry ids, never an email's text.
 */
export async function runJob(
  app: FastifyInstance,
  job: JobDefinition,
  fetched: RunnableJob,
  now: () => Date,
): Promise<void> {
  const attempt = fetched.retryCount + 1;
  const log = app.log.child({ job: job.name, jobId: fetched.id, attempt });
  try {
    const payload: unknown = job.payload.parse(fetched.data);
    await job.handler(payload, { app, db: app.db, now, log, jobId: fetched.id, attempt });
  } catch (error) {
    const last = attempt > fetched.retryLimit;
    log[last ? 'error' : 'warn'](
      { err: error },
      last ? `job ${job.name} failed for good` : `job ${job.name} failed; it will be retried`,
    );
    throw new Error(errorForLog(error as Error).message);
  }
}
