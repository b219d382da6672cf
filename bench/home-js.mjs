#!/usr/bin/env node
// The home route's JavaScript, gzipped, in two figures (decision 0013):
// - before the page shows and works: the server draws / and sends only /boot.js, which starts the
//   app once the page has loaded;
// - what a first visit to / downloads in all (the budget's figure, bench/budgets.json): the entry
//   chunk, everything it imports statically, and the home page's chunk with its static imports,
//   fetched after the page has loaded (bench/lib/route-js.mjs; scripts/check-bundle.mjs holds
//   every budgeted route to it). Parts below the fold hydrate when seen, but their code is in the
//   home chunk.
// Reads the Vite manifest of apps/web/dist, or WEB_DIST (run `npm run build` first).
//   node bench/home-js.mjs [--json]
// HOME_PAGE_MODULE=src/pages/search/SearchPage/SearchPage.tsx lists another page's files.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { kb, pageModules, readBuild, routeJs, webDist } from './lib/route-js.mjs';

const HOME_PAGE = process.env.HOME_PAGE_MODULE ?? pageModules().home;
const { totalBytes: total, files: rows, found: homeChunk } = routeJs(readBuild(), HOME_PAGE);
const boot = existsSync(`${webDist}boot.js`)
  ? gzipSync(readFileSync(`${webDist}boot.js`), { level: 9 }).length
  : null;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ totalBytes: total, bootBytes: boot, homeChunk, files: rows }));
} else {
  for (const [file, gz] of rows) console.log(`${kb(gz).padStart(10)}  ${file}`);
  console.log(
    `${kb(total).padStart(10)}  total (gzipped): what a first visit downloads, after the page has loaded${homeChunk ? '' : '  [home page chunk not found]'}`,
  );
  if (boot !== null)
    console.log(`${kb(boot).padStart(10)}  boot.js: before the page shows and works (the server draws it)`);
}
