#!/usr/bin/env node
// Pages the server draws (decisions 0013 and 0051): how many home, FAQ, item and search pages the
// built server sends per second, against plain /index.html (no drawing) in the same run. 10 concurrent connections,
// closed loop, asking as a browser does (text/html, brotli). A drawing is reused for 10 s, so this
// measures what a burst of visitors costs, not one drawing (the server logs nothing per drawing).
//   npm run build && npm run bench:pages [-- --seconds 10] [--connections 10] [--no-write]
// Its own data in bench/.data-pages (embedded PostgreSQL with the demo data).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runLoad } from './lib/load.mjs';
import { machine } from './lib/report.mjs';
import { ensureServerBuild, startServer, withLock } from './lib/server.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3250' },
    'no-write': { type: 'boolean', default: false },
  },
});
const here = new URL('.', import.meta.url).pathname;
const root = new URL('..', import.meta.url).pathname;
const log = (m) => console.error(m);
if (!existsSync(`${root}apps/web/dist-ssr/entry-server.js`)) {
  console.error('Build the web app first: npm run build (the renderer is apps/web/dist-ssr).');
  process.exit(1);
}
const dataDir = `${here}.data-pages`;
mkdirSync(dataDir, { recursive: true });

const server = await withLock(async () => {
  ensureServerBuild(log);
  return startServer({
    port: Number(opts.port),
    dataDir,
    databaseUrl: null,
    readyPath: '/api/helpers/system-details',
    env: { SEED_DEMO: 'true', NODE_ENV: 'production' },
  });
});
const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
// An item of the demo's (the first a search for 'camera' finds), and that search: the pages
// shared links land on (issue 27's measure: p95 ≤ 50 ms, ≥ 25 % of the shell's throughput).
const found = await (await fetch(`${server.url}/api/items/search?q=camera`)).json();
const pages = [
  ['/index.html', 'the app shell, not drawn'],
  ['/', 'the home page, drawn'],
  ['/faq', 'the FAQ, drawn'],
  [`/view-item/${found.items[0].id}`, 'an item, drawn'],
  ['/search?q=camera', 'a search, drawn'],
];
const rows = [];
const loadText = (l) => l.map((v) => v.toFixed(2)).join(' / ');
try {
  const before = machine();
  for (const [path, what] of pages) {
    await runLoad({
      url: server.url,
      connections: 2,
      seconds: 2,
      headers,
      next: () => ({ kind: path, path }),
    });
    log(`${path}: ${opts.seconds} s`);
    const r = await runLoad({
      url: server.url,
      connections: Number(opts.connections),
      seconds: Number(opts.seconds),
      headers,
      next: () => ({ kind: path, path }),
    });
    rows.push({ path, what, ...r });
  }
  const after = machine();
  const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  const date = new Date().toISOString().slice(0, 10);
  const shell = rows[0].rps;
  const ms = (v) => `${v.toFixed(1)} ms`;
  const report = [
    `# Server-drawn pages, ${date}`,
    '',
    `\`npm run bench:pages\` at ${commit}: the built server on ${server.url} with the demo data, ${opts.connections} connections, ${opts.seconds} s per page, text/html with brotli.`,
    '',
    `Machine: ${before.cores} × ${before.model}; load average (1/5/15 min) ${loadText(before.load)} before, ${loadText(after.load)} after. The load generator shares the cores.`,
    '',
    '| page | what | req/s | p50 | p95 | p99 | of the shell | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.what} | ${Math.round(r.rps).toLocaleString('en')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round((100 * r.rps) / shell)} % | ${r.non2xx} |`,
    ),
    '',
  ].join('\n');
  console.log(report);
  if (!opts['no-write']) {
    const file = `${here}results/pages-${date}.md`;
    writeFileSync(file, report);
    log(`written to ${file}`);
  }
} finally {
  await server.stop();
}
