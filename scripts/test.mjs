#!/usr/bin/env node
// `npm test`: every suite, one after the other (these machines have two cores):
// unit (machines, API client, web logic), server on real PostgreSQL, stories in Chromium
// (play functions, axe, reference screenshots), then browser journeys against the built app.
// Ends with one line: 'tests: N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';
import { failedTests, readCounts, REPORTS } from './test-reports.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = REPORTS;

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
let flaky = 0;
const failures = [];
/** Lines naming each failed test and why, repeated at the end where a CI log's tail shows them. */
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
  const counts = readCounts(file);
  passed += counts.passed;
  failed += counts.failed;
  flaky += counts.flaky;
  if (result.status !== 0) failures.push(`${suite.name} (exit ${result.status})`);
  if (result.status !== 0 || counts.flaky) {
    const lines = failedTests(suite.name, file);
    whatFailed.push(
      ...(lines.length ? lines : [`${suite.name}: no test failed; the run failed outside them (above)`]),
    );
  }
  timings.push(`${suite.name} ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
}

console.log('');
if (whatFailed.length) console.log(`What failed:\n  ${whatFailed.slice(0, 30).join('\n  ')}`);
if (flaky) console.log(`flaky: ${flaky} passed only on a retry (named above); they count as passed`);
// Each suite's wall time, for the record of how long `npm test` takes (docs/performance.md).
console.log(`time: ${timings.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`);
if (failures.length) console.log(`Failed suites: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
