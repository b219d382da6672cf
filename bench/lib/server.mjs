// The built server as a benchmark's subject: built when its sources are newer than dist, started
// on its own port and data folder, and found again in the database it migrated.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const SERVER_ENTRY = path.join(root, 'apps/server/dist/server.js');
/** Builds and end-to-end runs share dist/ folders: the house lock keeps them from overlapping. */
const LOCK = '/tmp/pinjam-e2e.lock';
const SOURCES = ['apps/server/src', 'apps/server/drizzle', 'apps/server/build.mjs', 'packages/api/src'];

/** Runs `fn` while holding the house lock (a child `flock` keeps it until its stdin closes). */
export async function withLock(fn) {
  const holder = spawn('flock', [LOCK, '-c', 'echo locked; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
    holder.stdout.once('data', resolve);
  });
  try {
    return await fn();
  } finally {
    holder.removeAllListeners('exit');
    holder.stdin.end();
  }
}

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Builds the server (only it: the bench needs no web app) when dist is missing or stale. */
export function ensureServerBuild(log) {
  const built = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map(newestMtime))) return;
  log(built ? 'server sources are newer than dist: building' : 'no server build: building');
  const result = spawnSync('npm', ['run', 'build', '-w', '@pinjam/server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w @pinjam/server failed');
}

/**
 * Starts apps/server/dist/server.js (or `entry`, another build) and waits until `readyPath`
 * answers 200. Its output goes to `${dataDir}/server.log`. Resolves to { url, stop }.
 */
export async function startServer({ port, dataDir, databaseUrl, readyPath, env = {}, entry = SERVER_ENTRY }) {
  const logFile = path.join(dataDir, 'server.log');
  const out = createWriteStream(logFile, { flags: 'a' });
  // BENCH_SERVER_NODE_ARGS: Node flags for the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve((exited = code ?? 1))));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited (${exited}); see ${logFile}`);
    const ok = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer ${readyPath} within 3 minutes; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (exited === null) child.kill('SIGTERM');
      await exit;
      out.end();
    },
  };
}

/** The URL of the embedded PostgreSQL a running server started under `dataDir`. */
export function embeddedDatabaseUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/pinjam`;
}
