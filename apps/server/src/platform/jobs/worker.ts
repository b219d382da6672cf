import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobDefinition } from './define';
import { runJob } from './run';

/**
 * The process's workers, one polling loop per job kind. pg-boss's own `work()` does not let a
 * caller know that a poll is between taking a job and running it, so the loops are ours (on
 * pg-boss's fetch, complete and fail): every pass, from the fetch to the last complete, is a
 * promise `settle()` can wait for — what makes `runDue` and a graceful stop exact.
 */
export class Workers {
  readonly #passes = new Set<Promise<unknown>>();
  /** Jobs taken and not yet completed or failed, by id, with their queue. */
  readonly #taken = new Map<string, string>();
  readonly #wakers = new Map<string, () => void>();
  #stopping = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly boss: PgBoss,
  ) {}

  /** Takes due jobs of one kind, runs them one after another; resolves with how many ran. */
  pass(job: JobDefinition, now: () => Date, includeDelayed = false): Promise<number> {
    const pass = this.#pass(job, now, includeDelayed);
    this.#passes.add(pass);
    void pass.finally(() => this.#passes.delete(pass)).catch(() => {});
    return pass;
  }

  async #pass(job: JobDefinition, now: () => Date, includeDelayed: boolean): Promise<number> {
    const due = await this.boss.fetch<unknown>(job.name, {
      batchSize: 10,
      includeMetadata: true,
      ignoreStartAfter: includeDelayed,
    });
    for (const fetched of due) this.#taken.set(fetched.id, job.name);
    for (const fetched of due) {
      try {
        await runJob(this.app, job, fetched, now);
        await this.boss.complete(job.name, fetched.id);
      } catch (error) {
        // pg-boss keeps the message as the job's output and schedules the retry (or gives up).
        await this.boss.fail(job.name, fetched.id, { message: (error as Error).message });
      } finally {
        this.#taken.delete(fetched.id);
      }
    }
    return due.length;
  }

  /** Resolves when every pass under way has finished. */
  async settle(): Promise<void> {
    while (this.#passes.size > 0) await Promise.allSettled([...this.#passes]);
  }

  get busy(): boolean {
    return this.#passes.size > 0;
  }

  /** Polls for the job every `pollingIntervalSeconds`, or at once when woken. */
  start(job: JobDefinition, now: () => Date): void {
    const loop = async () => {
      while (!this.#stopping) {
        const ran = await this.pass(job, now).catch((error: unknown) => {
          this.app.log.warn({ err: error, job: job.name }, 'job worker could not take jobs');
          return 0;
        });
        if (ran > 0 || this.#stopping) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, job.options.pollingIntervalSeconds * 1000);
          this.#wakers.set(job.name, () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    };
    void loop();
  }

  wake(job: JobDefinition): void {
    this.#wakers.get(job.name)?.();
  }

  /**
   * Stops polling and gives the runs under way `timeoutMs` to finish; jobs still running then are
   * failed, so that another process retries them rather than waiting for them to expire.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.#stopping = true;
    for (const wake of this.#wakers.values()) wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.settle(), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    for (const [id, queue] of this.#taken) {
      await this.boss.fail(queue, id, { message: 'the server stopped while the job ran' });
    }
  }
}
