#!/usr/bin/env node
// Lighthouse, mobile (its default: a mid-range phone on slow 4G, 4x CPU slowdown), median of three
// runs of each landing page (the home page, a search and an item: issue 27) served exactly as
// `npm start` serves it: the built app and server on one port, the embedded PostgreSQL with the
// demo data. Uses Debian's Chromium (docs/toolchain.md).
//   npm run build && node bench/lighthouse.mjs [--url http://127.0.0.1:3000] [--pages /,/search?q=camera]
//     [--runs 3] [--json]
// Without --url it starts the built server itself on port 3300 with its own data folder
// (bench/.data-lighthouse). Results: a table on stdout (with the machine's load, since a busy
// machine lowers every figure) and bench/results/lighthouse-<date>.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = new URL('..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(arg('runs', '3'));
const pages = arg('pages', '/,/search?q=camera,/view-item/5').split(',');
const PORT = 3300;
let url = arg('url')?.replace(/\/$/, '');
let server;

async function startServer() {
  if (!existsSync(`${root}apps/server/dist/server.js`)) throw new Error('Run `npm run build` first.');
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DATA_DIR: `${root}bench/.data-lighthouse`,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/helpers/system-details`)).ok) return base;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within two minutes.');
}

/**
 * Where a run's time went: its speed index and its longest main-thread tasks with the script
 * they ran ("Unattributable": no script named, such as evaluating the entry's modules), as
 * Lighthouse simulated them. Printed beside the table, so a lost point can be traced to its
 * cause. (The LCP's phases need Lighthouse's trace elements, which fail with Debian's Chromium.)
 */
function explain(lhr) {
  const script = (url) => (url ? (url.split('/').pop() ?? url) : 'other');
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map((task) => `${Math.round(task.duration)} ms (${script(task.url)})`);
  return [
    `speed index ${Math.round(lhr.audits['speed-index']?.numericValue ?? NaN)} ms`,
    `long tasks ${tasks.join(', ') || 'none'}`,
  ].join('; ');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median of `runs` Lighthouse runs of one page: the median run by score carries its metrics. */
async function measure(chromePath, pageUrl) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const { lhr } = await lighthouse(pageUrl, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
          null,
        why: explain(lhr),
        failedA11y: Object.values(lhr.audits)
          .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map(
            (a) =>
              `${a.id} (${(a.details?.items ?? [])
                .map((item) => item.node?.snippet)
                .filter(Boolean)
                .slice(0, 5)
                .join(' ')})`,
          ),
      });
      process.stderr.write(`${pageUrl} run ${run + 1}/${runs}: performance ${results.at(-1).performance}\n`);
    } finally {
      await chrome.kill();
    }
  }
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const mid = byScore[Math.floor(byScore.length / 2)];
  return {
    url: pageUrl,
    runs,
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    fcpMs: Math.round(mid.fcp),
    lcpMs: Math.round(mid.lcp),
    tbtMs: Math.round(mid.tbt),
    cls: Number(mid.cls.toFixed(3)),
    lcpElement: mid.lcpElement,
    why: mid.why,
    failedA11y: [...new Set(results.flatMap((r) => r.failedA11y))],
  };
}

async function main() {
  url ??= await startServer();
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium (or set CHROME_PATH).`);
  const load = loadavg()[0].toFixed(1);
  const summaries = [];
  for (const page of pages) summaries.push(await measure(chromePath, `${url}${page}`));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ load, pages: summaries }));
    return;
  }
  const date = new Date().toISOString().slice(0, 10);
  const met = (ok) => (ok ? 'met' : 'NOT met');
  const table = [
    `Lighthouse, ${runs} mobile runs of each page (median), ${date}, load ${load} at the start`,
    '',
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...summaries.map(
      (s) =>
        `| \`${s.url.slice(url.length) || '/'}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.fcpMs} ms | ${s.lcpMs} ms | ${s.tbtMs} ms | ${s.cls} |`,
    ),
    '',
    `Goals (each page): performance ≥ 95 ${met(summaries.every((s) => s.performance >= 95))}; ` +
      `accessibility 100 ${met(summaries.every((s) => s.accessibility === 100))}; ` +
      `CLS 0 ${met(summaries.every((s) => s.cls === 0))}.`,
    ...summaries.flatMap((s) => [
      s.lcpElement ? `- ${s.url}: largest contentful paint \`${s.lcpElement}\`` : '',
      `- ${s.url}, the median run: ${s.why}`,
      s.failedA11y.length ? `- ${s.url}: failed accessibility audits: ${s.failedA11y.join(', ')}` : '',
    ]),
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  console.log(table);
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(`${root}bench/results/lighthouse-${date}.md`, `${table}\n`);
}

try {
  await main();
} finally {
  server?.kill('SIGTERM');
}
