#!/usr/bin/env node
// `node scripts/check-bundle.mjs [modules.json]`, after `npm run build -w @pinjam/web`: what no
// screen uses yet stays out of the web app's bundles until the issue that wires it (decision
// 0023). Reads the list of modules per chunk that apps/web/vite.config.ts writes and fails,
// naming the module and the chunk, when one of the folders below ships: its JavaScript (bytes
// kept after tree-shaking) or its styles (a vanilla-extract stylesheet lands whatever its JS).
// When a screen starts using one, take it off the list in the same change.
// Then each budgeted route's JavaScript against its budget in bench/budgets.json (decision 0049):
// the figure bench/home-js.mjs prints for the home route, printed for each, failing over budget.
import { existsSync, readFileSync } from 'node:fs';
import { kb, pageModules, readBuild, routeJs } from '../bench/lib/route-js.mjs';

const notYetUsed = [
  'packages/ui/src/components/Box/',
  'packages/machines/src/order/',
  'packages/machines/src/rentalRequest/',
];

// The browser parses with the contract's zod/mini schemas (decision 0045): classic zod, which
// cannot be tree-shaken, never ships to it.
const neverInTheBrowser = ['node_modules/zod/v4/classic/', 'node_modules/zod/v3/'];

// Never in the entry's load: loaded only for a signed-in user once the page works (decision
// 0030), and xstate with the machines, whose actors are made on demand (decision 0049).
const loadedLater = [
  'node_modules/pusher-js/',
  'packages/machines/src/notifications/',
  'node_modules/xstate/',
  'node_modules/@xstate/',
  'packages/machines/src/auth/authMachine',
  'packages/machines/src/cart/cartMachine',
];

const file = process.argv[2] ?? new URL('../apps/web/dist/.vite/modules.json', import.meta.url).pathname;
if (!existsSync(file)) {
  console.error(`check-bundle: ${file} is missing; run \`npm run build -w @pinjam/web\` first.`);
  process.exit(1);
}

/** @type {Record<string, Record<string, number>>} chunk → module → bytes kept */
const chunks = JSON.parse(readFileSync(file, 'utf8'));
const found = [];
let modules = 0;
for (const [chunk, inChunk] of Object.entries(chunks)) {
  for (const [module, bytes] of Object.entries(inChunk)) {
    modules++;
    const ships = bytes > 0 || /\.css(\?|$)/.test(module);
    if (ships && [...notYetUsed, ...neverInTheBrowser].some((folder) => module.startsWith(folder)))
      found.push({ module, chunk, bytes });
  }
}

// pusher-js and the bell: never in what the entry loads before any page.
const manifestFile = file.replace(/modules\.json$/, 'manifest.json');
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const loadedFirst = new Set();
  const walk = (key) => {
    if (loadedFirst.has(key) || !manifest[key]) return;
    loadedFirst.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  for (const key of loadedFirst) {
    const chunk = manifest[key].file;
    for (const module of Object.keys(chunks[chunk] ?? {}))
      if (chunks[chunk][module] > 0 && loadedLater.some((folder) => module.includes(folder)))
        found.push({ module, chunk, bytes: chunks[chunk][module] });
  }
}

if (found.length) {
  console.error(
    'check-bundle: modules no screen uses yet, classic zod, or pusher-js, the bell or xstate before any page, are in the web app’s bundles:',
  );
  for (const { module, chunk, bytes } of found)
    console.error(`  ${module} is in chunk ${chunk} (${bytes} bytes of JavaScript kept)`);
  console.error(
    'Import what a screen needs from its own component folder, or check the sideEffects flags of ' +
      'the package; if a screen now uses it on purpose, take its folder off the list in scripts/check-bundle.mjs.',
  );
} else
  console.log(
    `check-bundle: ${Object.keys(chunks).length} chunks, ${modules} modules; none of ${notYetUsed.length} unused folders ships.`,
  );

// ─── Budgets per route (bench/budgets.json) ─────────────────────────────────────────────────

const budgets = JSON.parse(readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8')).routes;
const pages = pageModules();
const build = readBuild(file.replace(/\.vite\/modules\.json$/, ''));
const over = [];
console.log('check-bundle: JavaScript a first visit downloads in all, gzipped, against bench/budgets.json:');
for (const [name, { budget, goal }] of Object.entries(budgets)) {
  const routes = Object.keys(pages).filter((route) =>
    name.endsWith('*') ? route.startsWith(name.slice(0, -1)) : route === name,
  );
  if (routes.length === 0) over.push(`${name}: no route of apps/web/src/routes/routes.tsx has this name`);
  for (const route of routes) {
    const { totalBytes, found: inBuild } = routeJs(build, pages[route]);
    if (!inBuild) over.push(`${route}: the build's manifest has no ${pages[route]}`);
    const verdict = totalBytes > budget * 1024 ? 'OVER BUDGET' : 'ok';
    const aim = goal === undefined ? '' : `, goal ${goal} KB ${totalBytes > goal * 1024 ? 'not met' : 'met'}`;
    console.log(`  ${route.padEnd(24)} ${kb(totalBytes).padStart(9)} of ${budget} KB  ${verdict}${aim}`);
    if (verdict !== 'ok') over.push(`${route}: ${kb(totalBytes)}, over its budget of ${budget} KB`);
  }
}
if (over.length) {
  console.error('check-bundle: over budget (bench/budgets.json):');
  for (const line of over) console.error(`  ${line}`);
  console.error(
    "`npm run bench:home` lists a route's files (HOME_PAGE_MODULE=<module> for another page); load what " +
      'the page does not use at once on demand (docs/features/home-and-pages.md) rather than raise a budget.',
  );
}
if (found.length || over.length) process.exit(1);
