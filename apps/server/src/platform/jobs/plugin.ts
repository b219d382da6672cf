import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { executorDb, jobIdFor, poolDb } from './connections';
import type { JobDefinition } from './define';
import { Workers } from './worker';

export interface SendOptions {
  /** The same key (per job kind) always makes the same job: sending it again adds nothing. */
  key?: string;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
}

export interface RunDueOptions {
  /** The clock the handlers see for this run (tests: "an hour later"). */
  now?: () => Date;
  /** Also run jobs waiting for a later time: retries in their backoff, delayed sends. */
  includeDelayed?: boolean;
}

export interface Jobs {
  /** Creates the job's queue and, unless workers are off, takes its jobs in this process. */
  work(job: JobDefinition): Promise<void>;
  /** Schedules a job on its own (committed at once). */
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  /**
   * Schedules a job inside the caller's transaction: rolled back, there is no job; committed,
   * there is. Returns the job's id, or null when `key` named a job that already exists.
   */
  sendInTx<S extends z.ZodType>(
    tx: Executor,
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  /**
   * Several jobs of one kind in the caller's transaction, in one statement (as `sendInTx` each;
   * a `key` naming a job that exists adds nothing).
   */
  sendAllInTx<S extends z.ZodType>(
    tx: Executor,
    job: JobDefinition<S>,
    entries: ReadonlyArray<{ payload: z.input<S>; key?: string }>,
  ): Promise<void>;
  /** A cron schedule (UTC): whichever server's clock tick comes first sends the job, once. */
  schedule<S extends z.ZodType>(job: JobDefinition<S>, cron: string, payload: z.input<S>): Promise<void>;
  /** Every cron schedule registered in this process, with its payload (the dev clock runs them). */
  scheduled(): ReadonlyArray<{ job: JobDefinition; cron: string; payload: unknown }>;
  /** The registered job of that name (tests and tools that send a plugin's job by name). */
  known(name: string): JobDefinition;
  /** Wakes this process's worker for the job now, rather than at its next poll (after a commit). */
  notify(job: JobDefinition): void;
  /**
   * Runs the due jobs of one kind (or every kind) here and now, after the runs this process's
   * workers have under way, until none is left; resolves with how many ran. Deterministic:
   * tests call it rather than waiting for a poll.
   */
  runDue(job?: JobDefinition, options?: RunDueOptions): Promise<number>;
  /**
   * Stops taking jobs and lets the runs under way finish (or fails them after the timeout, to be
   * retried). Closing the app does it; a plugin whose handlers use something it closes calls it
   * first from its own onClose hook (hooks run in reverse order, so its hook runs before ours).
   */
  stop(): Promise<void>;
  /** pg-boss itself, for what the wrapper does not say (tests read job states with it). */
  boss: PgBoss;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /** Poll for jobs in this process (false: only `runDue` runs them — a process that only sends). */
  workers: boolean;
  /** The clock handlers see; `new Date()` unless a test says otherwise. */
  now?: () => Date;
  /** How long closing waits for running jobs before failing them (they are retried later). */
  stopTimeoutMs: number;
}

/**
 * Two servers starting at once both create a new queue's partition table, and PostgreSQL may
 * pick one as a deadlock victim; its second try finds the queue made by the other.
 */
async function retryDeadlock(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

/**
 * The job queue: pg-boss 10 in the `pgboss` schema of the app's own database, on the app's own
 * pool (decisions/0020). Starts with the app, stops gracefully when it closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { workers, now = () => new Date(), stopTimeoutMs }) => {
    // drizzle() hands its pool back as $client; the Db type leaves it out.
    const pool = (app.db as typeof app.db & { $client: pg.Pool }).$client;
    const db = poolDb(pool);
    const boss = new PgBoss({ db, schema: 'pgboss' });
    boss.on('error', (error) => app.log.warn({ err: error }, 'job queue error'));
    await boss.start();

    const known = new Map<string, JobDefinition>();
    const schedules: Array<{ job: JobDefinition; cron: string; payload: unknown }> = [];
    const runner = new Workers(app, boss);
    let stopping: Promise<void> | undefined;

    function definition(job: JobDefinition): JobDefinition {
      if (known.get(job.name) !== job)
        throw new Error(`job ${job.name} is not registered: app.jobs.work() it first`);
      return job;
    }

    function sendOptions(job: JobDefinition, payload: unknown, options: SendOptions = {}) {
      const data = job.payload.parse(payload) as object;
      return {
        data,
        options: {
          ...(options.key !== undefined && { id: jobIdFor(job.name, options.key) }),
          // Seconds become an instant here: pg-boss's own seconds form fails through a transaction's
          // connection (its text parameter is typed by Drizzle as a number).
          ...(options.startAfter !== undefined && {
            startAfter:
              typeof options.startAfter === 'number'
                ? new Date(now().getTime() + options.startAfter * 1000)
                : options.startAfter,
          }),
        },
      };
    }

    const jobs: Jobs = {
      boss,
      async work(job) {
        if (known.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
        known.set(job.name, job);
        const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = job.options;
        const queue = {
          name: job.name,
          retryLimit,
          retryDelay: retryDelaySeconds,
          retryBackoff,
          expireInSeconds,
        };
        // create_queue leaves an existing queue as it is; update it to this release's options.
        await retryDeadlock(() => boss.createQueue(job.name, queue));
        await boss.updateQueue(job.name, queue);
        if (workers) runner.start(job, now);
      },
      async send(job, payload, options) {
        const { data, options: sendOpts } = sendOptions(definition(job), payload, options);
        const id = await boss.send(job.name, data, sendOpts);
        jobs.notify(job);
        return id;
      },
      async sendInTx(tx, job, payload, options) {
        const { data, options: sendOpts } = sendOptions(definition(job), payload, options);
        return boss.send(job.name, data, { ...sendOpts, db: executorDb(tx) });
      },
      async sendAllInTx(tx, job, entries) {
        if (entries.length === 0) return;
        const name = definition(job).name;
        await boss.insert(
          entries.map(({ payload, key }) => ({
            name,
            data: job.payload.parse(payload) as object,
            ...(key !== undefined && { id: jobIdFor(name, key) }),
          })),
          { db: executorDb(tx) },
        );
      },
      async schedule(job, cron, payload) {
        const data = job.payload.parse(payload) as object;
        await boss.schedule(definition(job).name, cron, data, { tz: 'UTC' });
        schedules.push({ job: job as JobDefinition, cron, payload: data });
      },
      scheduled() {
        return schedules;
      },
      known(name) {
        const job = known.get(name);
        if (!job) throw new Error(`no job is registered as ${name}`);
        return job;
      },
      notify(job) {
        runner.wake(job);
      },
      stop() {
        stopping ??= (async () => {
          await runner.stop(stopTimeoutMs);
          await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs });
          // Its scheduler's last run, if one is under way, before the pool can end (connections.ts).
          await db.quiet(50, stopTimeoutMs);
        })();
        return stopping;
      },
      async runDue(job, options = {}) {
        const kinds = job ? [definition(job)] : [...known.values()];
        let ran = 0;
        for (;;) {
          await runner.settle();
          let fetched = 0;
          for (const kind of kinds)
            fetched += await runner.pass(kind, options.now ?? now, options.includeDelayed);
          ran += fetched;
          if (fetched === 0 && !runner.busy) return ran;
        }
      },
    };
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
