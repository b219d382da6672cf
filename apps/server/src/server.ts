import { buildApp } from './app';
import { bootLogger } from './boot-log';
import { openDatabase, type Database } from './db/bootstrap';
import { DEMO_LOGINS, seedDemo } from './db/seed';
import { appConfigFromEnv, loadEnv, resolvePath, type Env } from './env';

function banner(url: string, env: Env, embedded: boolean, seeded: boolean): string {
  const lines = ['', `  Pinjam is running at ${url}`, `  API docs:     ${url}/api/docs`];
  if (!env.SMTP_URL) lines.push(`  Dev mailbox:  ${url}/dev/mailbox (emails are not sent: no SMTP_URL)`);
  if (embedded) lines.push(`  Database:     embedded PostgreSQL in ${resolvePath(env.DATA_DIR)}/pg`);
  if (seeded) {
    lines.push('  Demo logins:');
    for (const l of DEMO_LOGINS) {
      const note = l.role === 'user' && !l.verified ? '  (not verified: sells, cannot rent out)' : '';
      lines.push(`    ${l.role.padEnd(5)}  ${l.email.padEnd(19)}  ${l.password}${note}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = bootLogger(env.LOG_LEVEL);
  let database: Database;
  try {
    database = await openDatabase(env, log);
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }

  const app = buildApp(appConfigFromEnv(env, database.url));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // If something hangs, leave anyway rather than ignore the signal.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the app failed'));
    await database
      .stop()
      .catch((error: unknown) => app.log.error({ err: error }, 'stopping PostgreSQL failed'));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));

  try {
    await app.ready();
    if (env.SEED_DEMO) {
      const started = Date.now();
      await seedDemo(app.db, app.storage);
      app.log.info(`demo data ready in ${Date.now() - started} ms`);
    }
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    app.log.error({ err: error }, 'the server could not start');
    console.error(`The server could not start: ${(error as Error).message}`);
    await app.close().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(
    banner(
      `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      env,
      database.embedded,
      env.SEED_DEMO,
    ),
  );
}

void main();
