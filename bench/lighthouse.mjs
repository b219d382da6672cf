#!/usr/bin/env node
// Lighthouse, mobile (its default: a mid-range phone on slow 4G, 4x CPU slowdown), median of three
// runs of the home page served exactly as `npm start` serves it: the built app and server on one
// port, the embedded PostgreSQL with the demo data. Uses Debian's Chromium (docs/toolchain.md).
//   npm run build && node bench/lighthouse.mjs [--url http://127.0.0.1:3000/] [--runs 3] [--json]
// Without --url it starts the built server itself on port 3300 with its own data folder
// (bench/.data-lighthouse). Results: a table on stdout and bench/results/lighthouse-<date>.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = new URL('..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(arg('runs', '3'));
const PORT = 3300;
let url = arg('url');
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
      if ((await fetch(`${base}/api/helpers/system-details`)).ok) return `${base}/`;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within two minutes.');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  url ??= await startServer();
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium (or set CHROME_PATH).`);
  const results = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const { lhr } = await lighthouse(url, {
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
      process.stderr.write(`run ${run + 1}/${runs}: performance ${results.at(-1).performance}\n`);
    } finally {
      await chrome.kill();
    }
  }
  // The median run by performance score carries its metrics.
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const mid = byScore[Math.floor(byScore.length / 2)];
  const summary = {
    url,
    runs,
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    fcpMs: Math.round(mid.fcp),
    lcpMs: Math.round(mid.lcp),
    tbtMs: Math.round(mid.tbt),
    cls: Number(mid.cls.toFixed(3)),
    lcpElement: mid.lcpElement,
    failedA11y: [...new Set(results.flatMap((r) => r.failedA11y))],
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(summary));
  } else {
    const date = new Date().toISOString().slice(0, 10);
    const table = [
      `Lighthouse ${runs} mobile runs of ${url} (median), ${date}`,
      '',
      '| performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|',
      `| ${summary.performance} | ${summary.accessibility} | ${summary.bestPractices} | ${summary.fcpMs} ms | ${summary.lcpMs} ms | ${summary.tbtMs} ms | ${summary.cls} |`,
      '',
      `Goals: performance ≥ 95 ${summary.performance >= 95 ? 'met' : 'NOT met'}; accessibility 100 ${summary.accessibility === 100 ? 'met' : 'NOT met'}.`,
      summary.lcpElement ? `Largest contentful paint: \`${summary.lcpElement}\`` : '',
      summary.failedA11y.length ? `Failed accessibility audits: ${summary.failedA11y.join(', ')}` : '',
    ].join('\n');
    console.log(table);
    mkdirSync(`${root}bench/results`, { recursive: true });
    writeFileSync(`${root}bench/results/lighthouse-${date}.md`, `${table}\n`);
  }
}

try {
  await main();
} finally {
  server?.kill('SIGTERM');
}
