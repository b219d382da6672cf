#!/usr/bin/env node
/**
 * The house's shape, measured on every lint (`npm run lint`, so on every CI run):
 * - walls: dependency-cruiser's rules (.dependency-cruiser.cjs): a server module used only through
 *   its index.ts, no module cycle, no runtime file cycle, SQL only in repositories. A violation
 *   not in .dependency-cruiser-known-violations.json fails; the known ones are counted.
 * - size: source files over 250 lines, data (seed rows, drawings, the info pages' long texts) aside.
 * - repetition: runs of 12+ lines repeated in production source, found by jscpd.
 * Limits below only ever go down (issue 25's goal: 3 files, 10 pairs, 0 cycles, 0 deep imports).
 * Decision 0023 says why these tools.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// jscpd's ES build imports a CommonJS path without its extension; its CommonJS build loads fine.
const require = createRequire(import.meta.url);
const { detectClones } = require('jscpd');

const LIMITS = { longFiles: 3, duplicatePairs: 10 };
const MAX_LINES = 250;
const source = /^(apps|packages)\/[^/]+\/src\/.*\.(ts|tsx|mjs|js)$/;
const notProduction = /\.(test|stories)\.tsx?$|\/(mocks|_testing|_view|__screenshots__)\//;
const data = /^apps\/server\/src\/platform\/db\/seed\/|^apps\/web\/src\/pages\/info\/content\//;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => source.test(f) && !notProduction.test(f));

/** Walls: every violation, minus those the baseline knows (dependency-cruiser leaves folder-level ones to us). */
function walls() {
  const out = execFileSync(
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'apps', 'packages'],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const key = (v) => `${v.rule.name} ${v.from} ${v.to}`;
  const known = new Set(
    JSON.parse(readFileSync('.dependency-cruiser-known-violations.json', 'utf8')).map(key),
  );
  const all = JSON.parse(out).summary.violations;
  const of = (name) => all.filter((v) => v.rule.name === name);
  /** A cycle is reported once from each of its members: count each ring once. */
  const rings = (name) =>
    new Set(of(name).map((v) => [...new Set([v.from, ...v.cycle.map((c) => c.name)])].sort().join(' '))).size;
  return {
    counts: {
      'deep imports': of('through-index').length,
      'module cycles': rings('module-cycle'),
      'file cycles': rings('file-cycle'),
      'files with SQL outside repositories': new Set(of('sql-in-repository').map((v) => v.from)).size,
    },
    fresh: all.filter((v) => !known.has(key(v))),
  };
}

const longFiles = files
  .filter((f) => !data.test(f))
  .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

const clones = await detectClones({
  path: [...new Set(files.map((f) => f.split('/').slice(0, 3).join('/')))],
  pattern: '**/*.{ts,tsx}',
  ignore: [
    '**/*.test.ts',
    '**/*.test.tsx',
    '**/*.stories.tsx',
    '**/mocks/**',
    '**/_testing/**',
    '**/_view/**',
  ],
  minLines: 12,
  minTokens: 50,
  silent: true,
  reporters: [],
});

const { counts, fresh } = walls();
let failed = false;
console.log(`Files over ${MAX_LINES} lines (data aside): ${longFiles.length} (limit ${LIMITS.longFiles})`);
for (const { f, lines } of longFiles) console.log(`  ${lines} ${f}`);
console.log(`Repeated runs of 12+ lines: ${clones.length} pairs (limit ${LIMITS.duplicatePairs})`);
for (const c of clones) {
  console.log(
    `  ${c.duplicationA.sourceId}:${c.duplicationA.start.line} = ${c.duplicationB.sourceId}:${c.duplicationB.start.line}`,
  );
}
for (const [name, n] of Object.entries(counts)) console.log(`${name}: ${n}`);
if (longFiles.length > LIMITS.longFiles) failed = true;
if (clones.length > LIMITS.duplicatePairs) failed = true;
if (fresh.length) {
  failed = true;
  console.log(`New wall violations (fix them; never add them to the known list):`);
  for (const v of fresh) console.log(`  ${v.rule.name}: ${v.from} → ${v.to}`);
}
if (failed) {
  console.log('The house lost its shape: see above.');
  process.exit(1);
}
