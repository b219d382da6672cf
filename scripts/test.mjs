#!/usr/bin/env node
// `npm test`: every suite, one after the other (these machines have two cores):
// unit (machines, API client, web logic), server on real PostgreSQL, stories in Chromium
// (play functions, axe, reference screenshots), then browser journeys against the built app.
// Ends with one line: 'tests: N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}test-results`;

if (!findChromium() && !process.env.PINJAM_USE_PLAYWRIGHT_BROWSER) {
  console.error(`\n${HOW_TO_GET_CHROMIUM}\n\nThe story and journey suites run in Chromium; nothing was run.`);
  process.exit(1);
}

const only = process.argv.slice(2);
const suites = [
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'server', cmd: ['npx', 'vitest', 'run', '--project', 'server*'] },
  { name: 'storybook', cmd: ['npx', 'vitest', 'run', '--project', 'storybook'] },
  // The ui screenshots: a suite of its own, so that CI can run it where the cores have room.
  { name: 'visual', cmd: ['npx', 'vitest', 'run', '--project', 'visual'] },
  { name: 'e2e', cmd: ['npm', 'run', 'test:e2e'], json: 'playwright' },
].filter((s) => only.length === 0 || only.includes(s.name));

// Each suite's report starts afresh; another part's (`npm test -- e2e` after the others) stays.
mkdirSync(out, { recursive: true });
for (const suite of suites) rmSync(`${out}/${suite.name}.json`, { force: true });
if (suites.some((s) => s.json === 'playwright'))
  rmSync(`${out}/e2e-artifacts`, { recursive: true, force: true });

let passed = 0;
let failed = 0;
const failures = [];
/** Lines naming each failed file and why, repeated at the end where a CI log's tail shows them. */
const whatFailed = [];
const timings = [];
const started = Date.now();
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const suiteStarted = Date.now();
  const file = `${out}/${suite.name}.json`;
  const args =
    suite.json === 'playwright'
      ? suite.cmd
      : [...suite.cmd, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: file };
  const result = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit', env });
  const counts = readCounts(file, suite.json);
  passed += counts.passed;
  failed += counts.failed;
  if (result.status !== 0) {
    failures.push(`${suite.name} (exit ${result.status})`);
    if (!suite.json) whatFailed.push(...failedFiles(suite.name, file));
  }
  timings.push(`${suite.name} ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
}

function readCounts(file, kind) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'playwright') {
    const s = report.stats ?? {};
    return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/**
 * A Vitest suite's failed files with the first line of each error: a file whose beforeAll threw
 * fails with no failed test (its tests are skipped), so the counts alone do not show it.
 */
function failedFiles(name, file) {
  if (!existsSync(file)) return [`${name}: no report was written (the run stopped early)`];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const result of report.testResults ?? []) {
    if (result.status !== 'failed') continue;
    const where = path.relative(root, result.name);
    const firstLine = (text) =>
      String(text ?? '')
        .split('\n')
        .find((l) => l.trim()) ?? '';
    if (result.message) lines.push(`${name}: ${where}: ${firstLine(result.message).slice(0, 300)}`);
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      lines.push(
        `${name}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0]).slice(0, 300)}`,
      );
    }
  }
  if (lines.length === 0)
    lines.push(`${name}: every file passed; an error outside the tests failed the run (above)`);
  return lines;
}

console.log('');
if (whatFailed.length) console.log(`What failed:\n  ${whatFailed.slice(0, 30).join('\n  ')}`);
// Each suite's wall time, for the record of how long `npm test` takes (docs/performance.md).
console.log(`time: ${timings.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`);
if (failures.length) console.log(`Failed suites: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
