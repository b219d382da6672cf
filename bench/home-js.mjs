#!/usr/bin/env node
// The home route's initial JavaScript, gzipped: the entry chunk, everything it imports statically,
// and the home page's own chunk with its static imports — what a first visit to / downloads
// before the page can show. Reads the Vite manifest of apps/web/dist (run `npm run build` first).
//   node bench/home-js.mjs [--json]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ? `${process.env.WEB_DIST.replace(/\/$/, '')}/` : new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const HOME_PAGE = process.env.HOME_PAGE_MODULE ?? 'src/pages/home/HomePage.tsx';

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
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ totalBytes: total, homeChunk: Boolean(homeKey), files: rows }));
} else {
  for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzipped)${homeKey ? '' : '  [home page chunk not found]'}`);
}
