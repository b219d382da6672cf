// The dev clock (decision 0035): runs every scheduled sweep once, now, with the clock the
// handlers see moved ahead — "three days later" without waiting three days. Orders complete,
// rentals go overdue, reminders go out, ratings publish… whatever a sweep registered with
// app.jobs.schedule does at that time. Development only: refused with NODE_ENV=production.
//
//   npm run jobs:due -- --ahead 3d        (also 48h, 90m, 2d12h; nothing: now)
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { bootLogger } from '../boot-log';
import { appConfigFromEnv, loadEnv } from '../env';
import { openDatabase } from '../platform/db/bootstrap';

const USAGE = 'Usage: npm run jobs:due -- --ahead 3d   (d, h and m: 3d, 48h, 2d12h, 90m)';
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

/** '2d12h' → milliseconds; null if it is not written so. */
function parseAhead(text: string): number | null {
  if (!/^(\d+[dhm])+$/.test(text)) return null;
  let ms = 0;
  for (const [, n, unit] of text.matchAll(/(\d+)([dhm])/g))
    ms += Number(n) * UNIT_MS[unit as keyof typeof UNIT_MS];
  return ms;
}

function readAhead(): number {
  let values: { ahead?: string };
  try {
    ({ values } = parseArgs({ options: { ahead: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.ahead === undefined) return 0;
  const ms = parseAhead(values.ahead.trim());
  if (ms === null) fail(`--ahead: "${values.ahead}" is not a time like 3d, 48h or 90m.`);
  return ms;
}

async function main(): Promise<void> {
  const ahead = readAhead();
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  if (env.NODE_ENV === 'production')
    fail('jobs:due moves the clock: it is for development only (NODE_ENV=production).');
  const database = await openDatabase(env, bootLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL));
  const app = buildApp({ ...appConfigFromEnv(env, database.url), logLevel: 'warn', prettyLogs: false });
  try {
    await app.ready();
    const at = new Date(Date.now() + ahead);
    console.log(`Running the scheduled sweeps as at ${at.toISOString()}:`);
    for (const { job, payload } of app.jobs.scheduled()) {
      // Sent to start a day from now, so that this process's own worker (on the real clock)
      // leaves it to runDue, which runs it at once on the moved clock.
      await app.jobs.send(job, payload as never, { startAfter: new Date(Date.now() + UNIT_MS.d) });
      const ran = await app.jobs.runDue(job, { now: () => at, includeDelayed: true });
      console.log(`  ${job.name}: ${ran} run${ran === 1 ? '' : 's'}`);
    }
    // What the sweeps queued (emails, realtime pushes) goes out now, on the real clock.
    await app.jobs.runDue();
    console.log('Done.');
  } finally {
    await app.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`jobs:due failed: ${(error as Error).message}`);
  process.exit(1);
});
