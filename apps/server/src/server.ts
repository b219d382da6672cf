import { buildApp } from './app';
import { bootLogger } from './boot-log';
import { openDatabase, type Database } from './platform/db/bootstrap';
import { DEMO_LOGINS, seedDemo } from './platform/db/seed';
import { appConfigFromEnv, defaultPublicUrl, loadEnv, resolvePath, type AppConfig, type Env } from './env';

function banner(url: string, env: Env, config: AppConfig, embedded: boolean, seeded: boolean): string {
  const lines = ['', `  Pinjam is running at ${url}`, `  API docs:     ${url}/api/docs`];
  if (config.devMailbox)
    lines.push(
      `  Dev mailbox:  ${url}/dev/mailbox (emails are not sent: no SMTP_URL; only this machine can read it)`,
    );
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
    // React's server renderer picks its production build from NODE_ENV. The operator's own value
    // was read above (NODE_ENV=production turns the dev mailbox off); unset, libraries still run
    // their production code.
    process.env.NODE_ENV ??= 'production';
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

  const config = appConfigFromEnv(env, database.url);
  const app = buildApp(config);
  if (!env.SMTP_URL && !config.devMailbox)
    app.log.warn(
      'SMTP_URL is not set: emails are not sent, only noted in the log (without their links), and there is no mailbox to read them. Set SMTP_URL to send them.',
    );
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
  // The address printed is the one emails link to (unless PUBLIC_URL says otherwise), so a link
  // followed from an email opens the same site, with the same login and cart.
  console.log(
    banner(
      env.PUBLIC_URL ? config.publicUrl : defaultPublicUrl(env.HOST, port),
      env,
      config,
      database.embedded,
      env.SEED_DEMO,
    ),
  );
}

void main();
