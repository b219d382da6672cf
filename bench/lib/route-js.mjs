// What a first visit to a route downloads in JavaScript, gzipped, read from the web build's Vite
// manifest (apps/web/dist, or WEB_DIST): the entry chunk, everything it imports statically, and
// the route's page module's chunk with its static imports. bench/home-js.mjs prints it for the
// home route; scripts/check-bundle.mjs holds every budgeted route to bench/budgets.json.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const repo = new URL('../../', import.meta.url).pathname;

/** The web build's folder, with its trailing slash. */
export const webDist = process.env.WEB_DIST
  ? `${process.env.WEB_DIST.replace(/\/$/, '')}/`
  : `${repo}apps/web/dist/`;

/**
 * Each route's page module as routes.tsx loads it, by route name: `{ home:
 * 'src/pages/home/HomePage/HomePage.tsx', … }` (the manifest's keys are relative to apps/web).
 * Read from the route table's source, so a budget follows the page a route really loads.
 */
export function pageModules(routesFile = `${repo}apps/web/src/routes/routes.tsx`) {
  const source = readFileSync(routesFile, 'utf8');
  const module = (file) => `src/${file}.tsx`;
  // A loader named once and given to several routes: `const dashboardPage: Loader = () => import(…)`.
  const loaders = {};
  for (const [, name, file] of source.matchAll(/^const (\w+): Loader = \(\) => import\('\.\.\/([^']+)'\)/gm))
    loaders[name] = module(file);
  const modules = {};
  for (const [, name, file] of source.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\.\/([^']+)'\)/gm))
    modules[name] = module(file);
  for (const [, name, loader] of source.matchAll(/^\s*'?([\w-]+)'?: (\w+),$/gm))
    if (loaders[loader]) modules[name] = loaders[loader];
  return modules;
}

/** The build's manifest, and the gzipped size of each file, computed once. */
export function readBuild(dist = webDist) {
  const file = `${dist}.vite/manifest.json`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w @pinjam/web\` first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const sizes = new Map();
  const gzipped = (name) => {
    if (!sizes.has(name)) sizes.set(name, gzipSync(readFileSync(`${dist}${name}`), { level: 9 }).length);
    return sizes.get(name);
  };
  return { dist, manifest, gzipped };
}

/**
 * The JavaScript a first visit to the page `pageModule` downloads in all: `{ totalBytes, files:
 * [[file, gzipped bytes]…] (largest first), found }`; `found` is false when the manifest has no
 * such module (then only the entry's share is counted).
 */
export function routeJs(build, pageModule) {
  const { manifest, gzipped } = build;
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk(Object.keys(manifest).find((key) => manifest[key].isEntry));
  const found = pageModule in manifest;
  if (found) walk(pageModule);
  const files = [...seen]
    .map((key) => manifest[key].file)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, gzipped(name)])
    .sort((a, b) => b[1] - a[1]);
  return { totalBytes: files.reduce((sum, [, bytes]) => sum + bytes, 0), files, found };
}

/** Bytes as the benches print them: '243.5 KB'. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
