#!/usr/bin/env node
// Uploads under load (issue 10, part 8; docs/decisions/0014): get-item's p95 with the server idle,
// then while 6 clients upload listings of 40-megapixel JPEGs without pause: eight at a time (over
// the 200-megapixel cap per request: read, checked and refused with 422 before any encoding), and
// five at a time (under the cap: every image is encoded). Goal: p95 under uploads < 3× idle, in
// one run. Also the server's RSS, and what the uploads were answered. Writes
// bench/results/uploads-<date>.md; figures go into docs/performance.md.
//   npm run bench:uploads [-- --seconds 10] [--connections 10] [--uploaders 6] [--drain 30]
//                         [--port 3260] [--no-write] [--server path/to/another/build/server.js]
// --drain: how long the uploads under way at the end of a phase may take to finish; the rest are
// abandoned (the server then skips their queued work), which bounds the run on a busy machine.
// --server runs another build (e.g. an older commit's, for a before/after) instead of apps/server/dist.
// Its own data in bench/.data-uploads (embedded PostgreSQL, the server's DATA_DIR, and the test
// photo, generated once). Builds the server first if dist is missing or stale.
import { hash } from '@node-rs/argon2';
import { execSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import sharp from 'sharp';
import { percentile, runLoad } from './lib/load.mjs';
import { machine } from './lib/report.mjs';
import { listingBody, upload } from './lib/upload-clients.mjs';
import { embeddedDatabaseUrl, ensureServerBuild, startServer, withLock } from './lib/server.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    uploaders: { type: 'string', default: '6' },
    drain: { type: 'string', default: '30' },
    port: { type: 'string', default: '3260' },
    'no-write': { type: 'boolean', default: false },
    server: { type: 'string' },
  },
});
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);
const UPLOADERS = Number(opts.uploaders);
const GOAL_RATIO = 3;
const [WIDTH, HEIGHT] = [7728, 5152]; // 39.8 MP: under the 40-megapixel cap per image
const EMAIL = 'uploader@bench.pinjam.bn';
const PASSWORD = 'bench-uploads-2026';

const here = new URL('.', import.meta.url).pathname;
const dataDir = `${here}.data-uploads`;
const photoFile = `${dataDir}/photo-40mp.jpg`;
const log = (m) => console.error(m);
mkdirSync(dataDir, { recursive: true });

/**
 * One 40-megapixel JPEG of about 9 MB (under the 10 MB limit): smooth colour shapes with fine
 * grain over them, which costs the decoder and encoder what a phone photo does.
 */
async function makePhoto() {
  if (existsSync(photoFile)) return;
  log(`generating a ${((WIDTH * HEIGHT) / 1e6).toFixed(1)}-megapixel JPEG (once)`);
  const noise = (width, height, sigma) => ({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } },
  });
  const blobs = await sharp(noise(WIDTH / 8, HEIGHT / 8, 60))
    .png()
    .toBuffer();
  const shapes = await sharp(blobs).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp(noise(WIDTH, HEIGHT, 5))
    .raw()
    .toBuffer();
  for (let i = 0; i < shapes.length; i++) shapes[i] = Math.max(0, Math.min(255, shapes[i] + grain[i] - 128));
  await sharp(shapes, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 82 })
    .toFile(photoFile);
}

/** The bench's owner, verified and active, with a known password; answers a bearer token. */
async function owner(url, db) {
  const passwordHash = await hash(PASSWORD);
  await db.query(
    `insert into users (email, password_hash, name, verification_status, activated_at)
     values ($1, $2, 'Bench Uploader', 'approved', now())
     on conflict do nothing`,
    [EMAIL, passwordHash],
  );
  await db.query(`update users set password_hash = $2 where lower(email) = lower($1)`, [EMAIL, passwordHash]);
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return (await response.json()).token;
}

/**
 * `clients` uploaders in a worker thread, each posting its next listing of `count` photos as
 * soon as the last is answered, from `start()` until `stop()` (which resolves to the answers).
 */
async function uploadWithoutPause({ url, token, count, clients, title }) {
  const drainMs = Number(opts.drain) * 1000;
  const worker = new Worker(new URL('./lib/upload-clients.mjs', import.meta.url), {
    workerData: { url, token, photoFile, count, clients, title, drainMs },
  });
  await once(worker, 'message'); // its body is encoded
  return {
    start: () => worker.postMessage('start'),
    async stop() {
      worker.postMessage('stop');
      const [results] = await once(worker, 'message');
      return results;
    },
  };
}

/** The server's resident memory now and its peak so far (MB), from /proc. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU seconds the server has used so far, from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits (a minute at most) until the server uses under 10 % of a core: abandoned work is done. */
async function settle(pid) {
  for (let i = 0; i < 60; i++) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuSeconds(pid) - before < 0.1) return;
  }
}

/** Samples the server's RSS every 100 ms until stopped; resolves to the highest. */
function sampleRss(pid) {
  let highest = 0;
  const timer = setInterval(() => (highest = Math.max(highest, memory(pid).rss)), 100);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

await makePhoto();
const photo = readFileSync(photoFile);
const server = await withLock(async () => {
  if (!opts.server) ensureServerBuild(log);
  log(`starting ${opts.server ?? 'the server'} on port ${opts.port} (data: ${dataDir})`);
  return startServer({
    port: Number(opts.port),
    dataDir,
    databaseUrl: null,
    readyPath: '/api/helpers/system-details',
    ...(opts.server && { entry: path.resolve(opts.server) }),
  });
});
const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });

try {
  await db.connect();
  const token = await owner(server.url, db);
  // The item get-item asks for, listed through the API with one small photo.
  const small = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8d6e63' } })
    .jpeg()
    .toBuffer();
  const listed = await upload(server.url, token, await listingBody(small, 1, 'Bench camera'));
  if (listed.status !== 201) throw new Error(`listing the get-item item answered ${listed.status}`);
  const getItem = () => ({ kind: 'get-item', path: `/api/items/get-item/${listed.id}` });

  const report = await withLock(async () => {
    const before = machine();
    const load = () =>
      runLoad({ url: server.url, connections: CONNECTIONS, seconds: SECONDS, next: getItem });
    log('warm-up: get-item 3 s, one listing of five photos');
    await runLoad({ url: server.url, connections: CONNECTIONS, seconds: 3, next: getItem });
    await upload(server.url, token, await listingBody(photo, 5, 'Warm-up'));
    const memoryBefore = memory(server.pid);
    // Idle before and after the uploads: the baseline is their mean, and how far apart they are
    // says how much the rest of the machine moved the figures meanwhile.
    const idle = async (name) => {
      log(`${name}: get-item ${SECONDS} s`);
      return { name, count: 0, get: await load(), uploads: [], peak: 0 };
    };
    const phases = [await idle('idle')];
    for (const [name, count] of [
      // Over the 200-megapixel cap per request (refused before encoding), and at it (encoded).
      [`${UPLOADERS} clients uploading 8 × 40 MP`, 8],
      [`${UPLOADERS} clients uploading 5 × 40 MP`, 5],
    ]) {
      log(`${name}: get-item ${SECONDS} s, then the uploads under way are finished`);
      const clients = await uploadWithoutPause({
        url: server.url,
        token,
        count,
        clients: UPLOADERS,
        title: name,
      });
      const stopSampling = sampleRss(server.pid);
      clients.start();
      await new Promise((r) => setTimeout(r, 500)); // the first bodies are on their way
      const get = await load();
      const uploads = await clients.stop();
      await settle(server.pid);
      phases.push({ name, count, get, uploads, peak: stopSampling() });
    }
    const memoryAfter = memory(server.pid);
    phases.push(await idle('idle again'));
    return { before, after: machine(), phases, memoryBefore, memoryAfter };
  });

  const text = renderReport(report);
  console.log(text);
  if (!opts['no-write']) {
    mkdirSync(`${here}results`, { recursive: true });
    const file = `${here}results/uploads-${new Date().toISOString().slice(0, 10)}.md`;
    writeFileSync(file, text);
    log(`written to ${file}`);
  }
} finally {
  await db.end().catch(() => {});
  await server.stop();
}

function renderReport({ before, after, phases, memoryBefore, memoryAfter }) {
  const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '–');
  const mb = (v) => `${Math.round(v)} MB`;
  const loadText = (l) => l.map((v) => v.toFixed(2)).join(' / ');
  const idlePhases = phases.filter((p) => p.count === 0);
  const idle = idlePhases.reduce((sum, p) => sum + p.get.p95, 0) / idlePhases.length;
  const statuses = (list) => {
    const counts = new Map();
    for (const u of list) counts.set(u.status, (counts.get(u.status) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ') || '–';
  };
  const uploadMs = (list) => {
    const sorted = Float64Array.from(list.map((u) => u.ms)).sort();
    return sorted.length
      ? `${(percentile(sorted, 50) / 1000).toFixed(1)} / ${(sorted.at(-1) / 1000).toFixed(1)} s`
      : '–';
  };
  const encoded = (p) => (p.uploads.filter((u) => u.status === 201).length * p.count * WIDTH * HEIGHT) / 1e6;
  const worst = Math.max(...phases.filter((p) => p.count > 0).map((p) => p.get.p95 / idle));
  return [
    `# Uploads under load, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `\`npm run bench:uploads\` at ${execSync('git rev-parse --short HEAD', { cwd: here }).toString().trim()}: ` +
      `${opts.server ? `the build ${opts.server}` : 'the built server'} on ${server.url} ` +
      '(default image pool: IMAGE_POOL_SIZE and IMAGE_QUEUE_SIZE unset), ' +
      `get-item of one item by ${CONNECTIONS} connections for ${SECONDS} s (autocannon, closed loop), while ` +
      `${UPLOADERS} clients post listings without pause (each its next as soon as the last is answered; the ` +
      `uploads under way when the ${SECONDS} s end may finish within ${opts.drain} s before the next phase, ` +
      'the rest are abandoned). The photo: ' +
      `${WIDTH} × ${HEIGHT} JPEG, ${(photo.length / 1e6).toFixed(1)} MB.`,
    '',
    `Machine: ${before.cores} × ${before.model}; load average (1/5/15 min) ${loadText(before.load)} before, ` +
      `${loadText(after.load)} after. The load generator and the uploading clients share the cores.`,
    '',
    '| phase | get-item req/s | p50 | p95 | p99 | p95 / idle | uploads answered | upload time p50 / max | MP encoded | server RSS peak |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|',
    ...phases.map(
      (p) =>
        `| ${p.name} | ${Math.round(p.get.rps).toLocaleString('en')} | ${ms(p.get.p50)} | ${ms(p.get.p95)} | ` +
        `${ms(p.get.p99)} | ${(p.get.p95 / idle).toFixed(2)}× | ${statuses(p.uploads)} | ${uploadMs(p.uploads)} | ` +
        `${Math.round(encoded(p))} | ${p.peak ? mb(p.peak) : '–'} |`,
    ),
    '',
    `"p95 / idle": against the mean p95 of the two idle phases, ${ms(idle)}. get-item non-2xx: ` +
      `${phases.map((p) => p.get.non2xx).join(' / ')}; errors: ${phases.map((p) => p.get.errors).join(' / ')}.`,
    '',
    `Server RSS: ${mb(memoryBefore.rss)} before the uploads (after the warm-up), ${mb(memoryAfter.rss)} after them; ` +
      `peak over the whole run ${mb(memoryAfter.peak)}.`,
    '',
    '| goal | measured | result |',
    '|---|---:|---|',
    `| get-item p95 under uploads < ${GOAL_RATIO}× idle | ${worst.toFixed(2)}× (worst phase) | ${worst < GOAL_RATIO ? 'pass' : '**FAIL**'} |`,
    '',
  ].join('\n');
}
