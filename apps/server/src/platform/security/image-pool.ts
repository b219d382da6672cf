import pLimit, { type LimitFunction } from 'p-limit';
import { Abandoned, TryLater } from '../errors/domain';

export const POOL_FULL_MESSAGE = 'We are busy processing photos right now. Please try again in a moment.';
/**
 * The longest a new job may expect to wait for its turn: under the 60 s a proxy usually waits for
 * an answer, so a listing of large photos is refused (and its client comes back after
 * Retry-After) rather than kept waiting past it.
 */
export const MAX_QUEUE_WAIT_MS = 45_000;
export const CLIENT_LEFT_MESSAGE = 'The request was abandoned before its images were processed.';

/**
 * Every image encoding of the process takes turns here (docs/decisions/0014): `size` jobs run at
 * once, at most `queue` wait (and only while the expected wait is under 45 s), and one more is
 * refused with 503 at once rather than piling up
 * work, memory and latency for everyone (with Retry-After: the backlog's expected time). A job is
 * one request's images, bounded by the pixel cap per request, so it lasts a few seconds of one
 * core at most. A job whose client has gone by the time its turn comes is skipped.
 */
export class ImagePool {
  private readonly limit: LimitFunction;
  /**
   * Seconds a job took, smoothed over recent jobs: what Retry-After and the expected wait are
   * estimated from. It starts at an avatar's second on a busy machine (bench:avatars), and
   * learns within a few jobs when listings of large photos take longer.
   */
  private averageSeconds = 1;

  constructor(
    readonly size: number,
    readonly queue: number,
  ) {
    this.limit = pLimit(size);
  }

  /** Jobs running now. */
  get active(): number {
    return this.limit.activeCount;
  }

  /** Jobs waiting for a turn. */
  get waiting(): number {
    return this.limit.pendingCount;
  }

  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    // p-limit counts a job as active or pending as soon as it is added, so two requests in one
    // tick cannot both take the last place.
    if (this.active >= this.size && (this.waiting >= this.queue || this.backlogMs() > MAX_QUEUE_WAIT_MS))
      return Promise.reject(new TryLater(POOL_FULL_MESSAGE, this.backlogMs(), true));
    return this.limit(async () => {
      if (signal?.aborted) throw new Abandoned(CLIENT_LEFT_MESSAGE);
      const started = performance.now();
      try {
        return await job();
      } finally {
        const seconds = (performance.now() - started) / 1000;
        this.averageSeconds = 0.8 * this.averageSeconds + 0.2 * seconds;
      }
    });
  }

  /** How long the jobs now running and waiting take if each takes the average; 2 minutes at most. */
  private backlogMs(): number {
    const turns = (this.active + this.waiting) / this.size;
    return Math.min(120_000, turns * this.averageSeconds * 1000);
  }
}
