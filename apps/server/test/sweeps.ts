import type { TestApp } from './helpers';

/**
 * A scheduled sweep's job, queued for a test to run itself. It is sent as due in an hour, so
 * the app's own worker, which polls on the real clock, never takes it first (it would run the
 * sweep at the real time and leave nothing for the test's clock); `runDue` with
 * `includeDelayed` takes it at once.
 */
export async function queueSweep(t: TestApp, name: string) {
  const sweep = t.app.jobs.known(name);
  const startAfter = new Date(Date.now() + 3_600_000);
  await t.db.transaction((tx) => t.app.jobs.sendInTx(tx, sweep, {}, { startAfter }));
  return sweep;
}

/** One run of a sweep with the clock at `at` (the real clock when not given). */
export async function runSweep(t: TestApp, name: string, at?: Date) {
  const sweep = await queueSweep(t, name);
  return t.app.jobs.runDue(sweep, { includeDelayed: true, ...(at && { now: () => at }) });
}
