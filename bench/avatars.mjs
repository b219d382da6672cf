#!/usr/bin/env node
// Many people uploading an avatar at once (issue 24, item 12; docs/decisions/0014): `--people`
// members post a 4 MB, 12-megapixel phone photo to /api/user/post-avatar/ all in the same moment,
// for each image pool size in `--pools`, with a queue deep enough to refuse nothing (so the
// figures say what the machine holds, not what the queue allows). For each round: the answers,
// the time to the last answer, the server's RSS peak and its CPU. What the image queue's default
// is sized from; figures go into docs/performance.md.
//   npm run bench:avatars [-- --people 24,48,96] [--pools 1,2] [--port 3261] [--no-write]
// Its own data in bench/.data-avatars (embedded PostgreSQL, DATA_DIR, the photo, made once).
import { hash } from '@node-rs/argon2';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { percentile } from './lib/load.mjs';
import { machine } from './lib/report.mjs';
import { embeddedDatabaseUrl, ensureServerBuild, startServer, withLock } from './lib/server.mjs';

const { values: opts } = parseArgs({
  options: {
    people: { type: 'string', default: '24,48,96' },
    pools: { type: 'string', default: '1,2' },
    port: { type: 'string', default: '3261' },
    'no-write': { type: 'boolean', default: false },
  },
});
const PEOPLE = opts.people.split(',').map(Number);
const POOLS = opts.pools.split(',').map(Number);
const PASSWORD = 'bench-avatars-2026';
const here = new URL('.', import.meta.url).pathname;
const dataDir = `${here}.data-avatars`;
const photoFile = `${dataDir}/photo-12mp.jpg`;
const log = (m) => console.error(m);
mkdirSync(dataDir, { recursive: true });

/** A 4000 × 3000 JPEG of about 4 MB: colour shapes under a phone's sensor grain. */
async function makePhoto() {
  if (existsSync(photoFile)) return;
  const [width, height] = [4000, 3000];
  const noise = (w, h, sigma) => ({
    create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } },
  });
  const blobs = await sharp(noise(width / 8, height / 8, 60))
    .png()
    .toBuffer();
  const shapes = await sharp(blobs).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp(noise(width, height, 9))
    .raw()
    .toBuffer();
  for (let i = 0; i < shapes.length; i++) shapes[i] = Math.max(0, Math.min(255, shapes[i] + grain[i] - 128));
  await sharp(shapes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(photoFile);
}

/** `count` active members with a known password, each with a bearer token. */
async function members(url, db, count) {
  const passwordHash = await hash(PASSWORD);
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const email = `avatar-${i}@bench.pinjam.bn`;
    await db.query(
      `insert into users (email, password_hash, name, verification_status, activated_at)
       values ($1, $2, $3, 'approved', now()) on conflict do nothing`,
      [email, passwordHash, `Bench Member ${i}`],
    );
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`login answered ${res.status}`);
    tokens.push((await res.json()).token);
  }
  return tokens;
}

function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN) / 1024;
}
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function postAvatar(url, token, photo) {
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/user/post-avatar/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    // The connection was cut (the server's requestTimeout while the body was still coming).
    return { status: 'cut', ms: performance.now() - started };
  }
}

/** One round: everyone posts at once; the answers, the last one's time, RSS peak and CPU used. */
async function round(server, tokens, photo) {
  let peak = memoryMb(server.pid);
  const before = { rss: peak, cpu: cpuSeconds(server.pid) };
  const timer = setInterval(() => (peak = Math.max(peak, memoryMb(server.pid))), 50);
  const started = performance.now();
  const answers = await Promise.all(tokens.map((token) => postAvatar(server.url, token, photo)));
  const wall = performance.now() - started;
  clearInterval(timer);
  const sorted = Float64Array.from(answers.map((a) => a.ms)).sort();
  const counts = new Map();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return {
    people: tokens.length,
    statuses: [...counts].map(([s, n]) => `${n} × ${s}`).join(', '),
    p50: percentile(sorted, 50),
    wall,
    rssBefore: before.rss,
    peak,
    cpu: cpuSeconds(server.pid) - before.cpu,
  };
}

await makePhoto();
const photo = readFileSync(photoFile);
const rows = [];
const startedAt = machine();
for (const pool of POOLS) {
  const server = await withLock(async () => {
    ensureServerBuild(log);
    log(`pool ${pool}: starting the server on port ${opts.port}`);
    return startServer({
      port: Number(opts.port),
      dataDir,
      databaseUrl: null,
      readyPath: '/api/helpers/system-details',
      env: { IMAGE_POOL_SIZE: String(pool), IMAGE_QUEUE_SIZE: '1000' },
    });
  });
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  try {
    await db.connect();
    const tokens = await members(server.url, db, Math.max(...PEOPLE));
    await postAvatar(server.url, tokens[0], photo); // warm-up
    for (const people of PEOPLE) {
      log(`pool ${pool}: ${people} people at once`);
      rows.push({ pool, ...(await round(server, tokens.slice(0, people), photo)) });
      log(JSON.stringify(rows.at(-1)));
    }
  } finally {
    await db.end().catch(() => {});
    await server.stop();
  }
}

const ms = (v) => `${(v / 1000).toFixed(1)} s`;
const mb = (v) => `${Math.round(v)} MB`;
const text = [
  `# Avatars at once, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `\`npm run bench:avatars\` at ${execSync('git rev-parse --short HEAD', { cwd: here }).toString().trim()}: ` +
    `a ${(photo.length / 1e6).toFixed(1)} MB 4000 × 3000 JPEG posted to /api/user/post-avatar/ by every member ` +
    'at the same moment, IMAGE_QUEUE_SIZE 1000 (nothing refused). ' +
    `Machine: ${startedAt.cores} × ${startedAt.model}; load average ${startedAt.load.map((v) => v.toFixed(2)).join(' / ')} ` +
    `before, ${machine()
      .load.map((v) => v.toFixed(2))
      .join(' / ')} after.`,
  '',
  '| IMAGE_POOL_SIZE | people at once | answers | p50 | last answer | per avatar | server CPU | RSS before → peak |',
  '|---:|---:|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.pool} | ${r.people} | ${r.statuses} | ${ms(r.p50)} | ${ms(r.wall)} | ${Math.round(r.wall / r.people)} ms | ` +
      `${r.cpu.toFixed(1)} s | ${mb(r.rssBefore)} → ${mb(r.peak)} |`,
  ),
  '',
].join('\n');
console.log(text);
if (!opts['no-write']) {
  const file = `${here}results/avatars-${new Date().toISOString().slice(0, 10)}.md`;
  writeFileSync(file, text);
  log(`written to ${file}`);
}
