#!/usr/bin/env node
// Checkout under load (issue 13): the built server, 10 concurrent clients, get-item and then
// POST /api/checkout (one purchase of a random item of 200, a sandbox test card, a fresh
// Idempotency-Key each) in the same run. Goal: checkouts per second ≥ 10 % of get-item's.
// Writes bench/results/checkout-<date>.md; figures go into docs/performance.md.
//   node bench/checkout.mjs [-- --seconds 10] [--warmup 3] [--connections 10] [--port 3280] [--no-write]
// Its own data in bench/.data-checkout (embedded PostgreSQL); the bench's seller, buyer and items
// are made (or their stock reset) on each run. Builds the server first if dist is missing or stale.
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { percentile } from './lib/load.mjs';
import { machine } from './lib/report.mjs';
import { embeddedDatabaseUrl, ensureServerBuild, startServer, withLock } from './lib/server.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3280' },
    'no-write': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);
const ITEMS = 200;
const GOAL_RATIO = 0.1;
const PASSWORD = 'bench-checkout-2026';
const SELLER = 'seller@checkout.bench.pinjam.bn';
const BUYER = 'buyer@checkout.bench.pinjam.bn';

const here = new URL('.', import.meta.url).pathname;
const dataDir = `${here}.data-checkout`;
const log = (m) => console.error(m);
mkdirSync(dataDir, { recursive: true });

/** The seller with 200 items for sale (stock 99 each, reset every run) and a verified buyer. */
async function prepare(db) {
  const passwordHash = await hash(PASSWORD);
  for (const [email, name] of [
    [SELLER, 'Bench Seller'],
    [BUYER, 'Bench Buyer'],
  ])
    await db.query(
      `insert into users (email, password_hash, name, verification_status, activated_at)
       values ($1, $2, $3, 'approved', now())
       on conflict (lower(email)) do update set password_hash = excluded.password_hash`,
      [email, passwordHash, name],
    );
  const { rows } = await db.query(`select id from users where lower(email) = $1`, [SELLER]);
  const sellerId = rows[0].id;
  const { rows: have } = await db.query(`select count(*)::int as n from items where owner_id = $1`, [
    sellerId,
  ]);
  for (let i = have[0].n; i < ITEMS; i++)
    await db.query(
      `insert into items (owner_id, title, description, category, district, condition, sale_price, starting_inventory)
       values ($1, $2, 'A bench item.', 'film-photography', 'Brunei-Muara', 'good', 2500, 99)`,
      [sellerId, `Bench item ${i + 1}`],
    );
  await db.query(`update items set starting_inventory = 99, status = 'active' where owner_id = $1`, [
    sellerId,
  ]);
  return (await db.query(`select id from items where owner_id = $1 order by id`, [sellerId])).rows.map(
    (r) => r.id,
  );
}

async function login(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BUYER, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return (await response.json()).token;
}

/** Closed-loop load: each connection sends `next()`'s request as soon as the last is answered. */
async function load(url, seconds, next) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: sorted.length / (result.duration || seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    statuses: Object.fromEntries(statuses),
    errors: result.errors + result.timeouts,
  };
}

const server = await withLock(async () => {
  ensureServerBuild(log);
  log(`starting the server on port ${opts.port} (data: ${dataDir})`);
  return startServer({ port: Number(opts.port), dataDir, readyPath: '/api/helpers/system-details' });
});
const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });

try {
  await db.connect();
  const ids = await prepare(db);
  const token = await login(server.url);
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const getItem = () => ({ method: 'GET', path: `/api/items/get-item/${pick()}` });
  const checkout = () => ({
    method: 'POST',
    path: '/api/checkout',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      entries: [{ item_id: pick(), is_rental: false, quantity: 1 }],
      fulfilment: 'pickup',
      payment: { method: 'card', token: 'pm_card_visa' },
    }),
  });

  const report = await withLock(async () => {
    const before = machine();
    log(`warm-up ${opts.warmup} s`);
    await load(server.url, Number(opts.warmup), () => (Math.random() < 0.5 ? getItem() : checkout()));
    log(`get-item: ${SECONDS} s`);
    const read = await load(server.url, SECONDS, getItem);
    log(`checkout: ${SECONDS} s`);
    const write = await load(server.url, SECONDS, checkout);
    return { before, after: machine(), read, write };
  });
  const { rows } = await db.query(`select count(*)::int as n from orders`);
  const ratio = report.write.rps / report.read.rps;
  const line = (name, r) =>
    `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${JSON.stringify(r.statuses)} | ${r.errors} |`;
  const text = [
    `# Checkout bench, ${new Date().toISOString().slice(0, 10)} (${execSync('git rev-parse --short HEAD', { cwd: here }).toString().trim()})`,
    '',
    `${CONNECTIONS} connections, ${SECONDS} s each, ${ITEMS} items; load before ${JSON.stringify(report.before)}, after ${JSON.stringify(report.after)}.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | statuses | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    line('get-item (random ids)', report.read),
    line('checkout (one purchase, card)', report.write),
    '',
    `checkout / get-item: **${(ratio * 100).toFixed(1)} %** (goal ≥ ${GOAL_RATIO * 100} %: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}); orders in the database: ${rows[0].n}.`,
    '',
  ].join('\n');
  console.log(text);
  if (!opts['no-write']) {
    mkdirSync(`${here}results`, { recursive: true });
    const file = `${here}results/checkout-${new Date().toISOString().slice(0, 10)}.md`;
    writeFileSync(file, text);
    log(`written to ${file}`);
  }
} finally {
  await db.end().catch(() => {});
  await server.stop();
}
