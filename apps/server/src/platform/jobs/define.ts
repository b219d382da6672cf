import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';

/** What a handler gets besides its payload. */
export interface JobContext {
  app: FastifyInstance;
  db: Db;
  /** The clock: `new Date()` in production, a fixed or moving time in tests. */
  now(): Date;
  log: FastifyBaseLogger;
  /** pg-boss's id of this run's job. */
  jobId: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
}

export interface JobOptions {
  /** Retries after the first run fails (pg-boss's retryLimit). */
  retryLimit: number;
  /** Seconds before the first retry; with backoff it doubles each time (pg-boss's retryDelay). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * A run still active this long after it started is taken for dead (its process crashed or
   * hung) and failed, so that a retry picks it up: keep it above the slowest honest run.
   */
  expireInSeconds: number;
  /** How often an idle worker looks for due jobs (pg-boss polls; its floor is 0.5 s). */
  pollingIntervalSeconds: number;
}

export const defaultJobOptions: JobOptions = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  pollingIntervalSeconds: 2,
};

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** The pg-boss queue: letters, digits and hyphens (`mail-send`). */
  name: string;
  payload: S;
  handler: (payload: z.output<S>, context: JobContext) => Promise<void>;
  options: JobOptions;
}

/**
 * A kind of job: its queue name, the payload's schema (checked when sent and again when run, so
 * a job written by an older release that no longer fits fails loudly rather than half-works), and
 * the handler. Handlers must be safe to run twice: a job runs at least once, so a handler locks
 * the row it acts on (`SELECT … FOR UPDATE`) and checks the work is still to do.
 */
export function defineJob<S extends z.ZodType>(
  name: string,
  payload: S,
  handler: JobDefinition<S>['handler'],
  options: Partial<JobOptions> = {},
): JobDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`job names are kebab-case: ${name}`);
  return { name, payload, handler, options: { ...defaultJobOptions, ...options } };
}
