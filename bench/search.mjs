#!/usr/bin/env node
// Search under load (issue 5): the built server on a catalogue of 100,000 generated items, 10
// concurrent clients, against a trivial route of the same server in the same run. Goals: search
// p95 ≤ 50 ms; get-item throughput ≥ 25 % of the trivial route's. Writes
// bench/results/search-<date>.md; figures go into docs/performance.md.
//   npm run bench:search [-- --fresh] [--items 100000] [--seconds 12] [--search-seconds 15]
//                        [--warmup 5] [--connections 10] [--port 3200] [--no-write]
// The data lives in bench/.data-search (embedded PostgreSQL, reused while it holds the items;
// --fresh rebuilds it) or, with DATABASE_URL set, in that database (only the bench's own
// owners and their items are replaced). Builds the server first if dist is missing or stale.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_EMAIL_DOMAIN, countBenchItems, generateCatalogue } from './lib/catalogue-gen.mjs';
import { runLoad } from './lib/load.mjs';
import { machine, renderReport } from './lib/report.mjs';
import { searchMix, searchPath } from './lib/search-queries.mjs';
import { embeddedDatabaseUrl, ensureServerBuild, startServer, withLock } from './lib/server.mjs';

const { values: opts } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    items: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '12' },
    'search-seconds': { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3200' },
    'no-write': { type: 'boolean', default: false },
  },
});
const ITEMS = Number(opts.items);
const CONNECTIONS = Number(opts.connections);
const TRIVIAL = '/api/helpers/system-details';
const GOAL_SEARCH_P95_MS = 50;
const GOAL_GET_ITEM_RATIO = 0.25;

const here = new URL('.', import.meta.url).pathname;
const dataDir = `${here}.data-search`;
const externalDb = process.env.DATABASE_URL || null;
const log = (m) => console.error(m);

if (opts.fresh && !externalDb) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = await withLock(async () => {
  ensureServerBuild(log);
  log(`starting the server on port ${opts.port} (data: ${externalDb ? 'DATABASE_URL' : dataDir})`);
  return startServer({ port: Number(opts.port), dataDir, databaseUrl: externalDb, readyPath: TRIVIAL });
});
const db = new pg.Client({ connectionString: externalDb ?? embeddedDatabaseUrl(dataDir) });

try {
  await db.connect();
  const have = await countBenchItems(db);
  if (opts.fresh || have !== ITEMS) {
    log(
      `generating ${ITEMS.toLocaleString('en')} items (the database holds ${have.toLocaleString('en')} bench items)`,
    );
    const started = Date.now();
    await generateCatalogue(db, { count: ITEMS, dataDir, log });
    log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else log(`reusing ${have.toLocaleString('en')} generated items`);
  // The footer's company details: the trivial route answers a real row, as in production.
  await db.query(
    `insert into system_details (id, address_line_1, city, district, country, email)
     values (1, 'Unit 12, Block B, Kiulap Plaza', 'Bandar Seri Begawan', 'Brunei-Muara', 'Brunei', 'hello@pinjam.bn')
     on conflict (id) do nothing`,
  );
  const ids = (
    await db.query(
      `select i.id from items i join users u on u.id = i.owner_id
       where u.email like $1 and i.status = 'active' and u.disabled_at is null and u.activated_at is not null`,
      [`%${BENCH_EMAIL_DOMAIN}`],
    )
  ).rows.map((r) => r.id);

  const mix = Object.entries(searchMix());
  const totals = await checkSearches(server.url, mix);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const next = {
    trivial: () => ({ kind: 'trivial', path: TRIVIAL }),
    getItem: () => ({ kind: 'get-item', path: `/api/items/get-item/${pick(ids)}` }),
    search: () => {
      const [kind, variants] = pick(mix);
      return { kind, path: searchPath(pick(variants)) };
    },
  };

  const report = await withLock(async () => {
    const before = machine();
    const load = (seconds, fn, connections = CONNECTIONS) =>
      runLoad({ url: server.url, connections, seconds, next: fn });
    log(`warm-up ${opts.warmup} s`);
    await load(Number(opts.warmup), () => pick([next.trivial, next.getItem, next.search])());
    const scenarios = [];
    // The last one is no goal's: one client alone shows what a search costs without queueing.
    for (const [name, fn, seconds, connections] of [
      [`trivial (GET ${TRIVIAL})`, next.trivial, opts.seconds],
      ['get-item (random visible ids)', next.getItem, opts.seconds],
      [`search (mix of ${mix.length} kinds)`, next.search, opts['search-seconds']],
      ['search, 1 connection', next.search, opts['search-seconds'], 1],
    ]) {
      log(`${name}: ${seconds} s`);
      scenarios.push({ name, ...(await load(Number(seconds), fn, connections)) });
    }
    return { before, after: machine(), scenarios };
  });

  const [trivial, getItem, search, alone] = report.scenarios;
  const ratio = getItem.rps / trivial.rps;
  const text = renderReport({
    ...report,
    date: new Date().toISOString().slice(0, 10),
    commit: execSync('git rev-parse --short HEAD', { cwd: here }).toString().trim(),
    items: await countBenchItems(db),
    visible: ids.length,
    settings: {
      url: server.url,
      connections: CONNECTIONS,
      warmup: opts.warmup,
      seconds: opts.seconds,
      searchSeconds: opts['search-seconds'],
    },
    ratio,
    goals: [
      {
        goal: `search p95 ≤ ${GOAL_SEARCH_P95_MS} ms`,
        measured: `${search.p95.toFixed(1)} ms`,
        pass: search.p95 <= GOAL_SEARCH_P95_MS,
      },
      {
        goal: `get-item ≥ ${GOAL_GET_ITEM_RATIO * 100} % of trivial req/s`,
        measured: `${(ratio * 100).toFixed(0)} %`,
        pass: ratio >= GOAL_GET_ITEM_RATIO,
      },
    ],
    totals,
    alone,
  });
  console.log(text);
  if (!opts['no-write']) {
    mkdirSync(`${here}results`, { recursive: true });
    const file = `${here}results/search-${new Date().toISOString().slice(0, 10)}.md`;
    writeFileSync(file, text);
    log(`written to ${file}`);
  }
} finally {
  await db.end().catch(() => {});
  await server.stop();
}

/** Every variant once: it must answer 200 (a 422 would make the figures meaningless). */
async function checkSearches(url, mix) {
  const totals = new Map();
  for (const [kind, variants] of mix) {
    const found = [];
    for (const query of variants) {
      const response = await fetch(`${url}${searchPath(query)}`);
      if (!response.ok)
        throw new Error(`${searchPath(query)} answered ${response.status}: ${await response.text()}`);
      found.push((await response.json()).total);
    }
    const [low, high] = [Math.min(...found), Math.max(...found)];
    totals.set(
      kind,
      low === high ? low.toLocaleString('en') : `${low.toLocaleString('en')}–${high.toLocaleString('en')}`,
    );
  }
  return totals;
}
