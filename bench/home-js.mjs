#!/usr/bin/env node
// The home route's JavaScript, gzipped, in two figures (decision 0013):
// - before the page shows and works: the server draws / and sends only /boot.js, which starts the
//   app once the page has loaded;
// - what a first visit to / downloads in all (the budget's figure): the entry chunk, everything it
//   imports statically, and the home page's chunk with its static imports, fetched after the page
//   has loaded. (Parts below the fold hydrate when seen, but their code is in the home chunk.)
// Reads the Vite manifest of apps/web/dist (run `npm run build` first).
//   node bench/home-js.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST
  ? `${process.env.WEB_DIST.replace(/\/$/, '')}/`
  : new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const HOME_PAGE = process.env.HOME_PAGE_MODULE ?? 'src/pages/home/HomePage/HomePage.tsx';

const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) walk(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith(HOME_PAGE));
if (homeKey) walk(homeKey);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
const boot = existsSync(`${dist}boot.js`)
  ? gzipSync(readFileSync(`${dist}boot.js`), { level: 9 }).length
  : null;
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ totalBytes: total, bootBytes: boot, homeChunk: Boolean(homeKey), files: rows }),
  );
} else {
  for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  total (gzipped): what a first visit downloads, after the page has loaded${homeKey ? '' : '  [home page chunk not found]'}`,
  );
  if (boot !== null)
    console.log(
      `${(boot / 1024).toFixed(1).padStart(7)} KB  boot.js: before the page shows and works (the server draws it)`,
    );
}
