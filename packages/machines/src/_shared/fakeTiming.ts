// Timing helpers for the fakes in stories and tests.

/** Resolves after `ms`; rejects at once when `signal` aborts (a call the machine stopped waiting for). */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** A promise that never settles: a request the server never answers. */
export const never = <T>() => new Promise<T>(() => {});
