#!/usr/bin/env node
// The suites' JSON reports (test-results/<suite>.json, written by scripts/test.mjs): how many
// passed and failed, and which tests failed with the first line of each error. Run alone
// (`node scripts/test-reports.mjs [suite…]`), it prints what failed in every report there, so
// that a CI log whose suites ran side by side ends with the names of what failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const REPORTS = `${root}test-results`;

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the terminal's colours in Playwright's messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim())
    ?.slice(0, 300) ?? '';

/** 'playwright' for a Playwright report, undefined for a Vitest one. */
const kindOf = (report) => (report.config && report.suites ? 'playwright' : undefined);

/** Passed, failed, and (Playwright) passed only on a retry, which counts as passed but is named. */
export function readCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, flaky: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kindOf(report) === 'playwright') {
    const s = report.stats ?? {};
    return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, flaky: s.flaky ?? 0 };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, flaky: 0 };
}

/**
 * A suite's failed tests, one line each. A Vitest file whose beforeAll threw fails with no failed
 * test (its tests are skipped), so the file's own message is listed too; a Playwright test that
 * passed on its retry is listed as flaky.
 */
export function failedTests(name, file) {
  if (!existsSync(file)) return [`${name}: no report was written (the run stopped early)`];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const playwright = kindOf(report) === 'playwright';
  const lines = playwright ? playwrightFailures(name, report) : vitestFailures(name, report);
  if (lines.length === 0 && !playwright && report.success === false)
    return [`${name}: every test passed; an error outside the tests failed the run (above)`];
  return lines;
}

function vitestFailures(name, report) {
  const lines = [];
  for (const result of report.testResults ?? []) {
    if (result.status !== 'failed') continue;
    const where = path.relative(root, result.name);
    if (result.message) lines.push(`${name}: ${where}: ${firstLine(result.message)}`);
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed')
        lines.push(`${name}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  return lines;
}

function playwrightFailures(name, report) {
  const lines = (report.errors ?? []).map((e) => `${name}: ${firstLine(e.message)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.errors?.length)?.errors[0]?.message;
        const title = [...titles, spec.title].join(' > ');
        lines.push(
          `${name}: ${spec.file} > ${title}${test.status === 'flaky' ? ' (failed, then passed on its retry)' : ''}: ${firstLine(error)}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const only = process.argv.slice(2);
  const names = existsSync(REPORTS)
    ? readdirSync(REPORTS)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length))
        .filter((n) => only.length === 0 || only.includes(n))
    : [];
  const lines = names.flatMap((n) => failedTests(n, `${REPORTS}/${n}.json`));
  if (lines.length)
    console.log(`What failed (a journey passed on its retry says so):\n  ${lines.slice(0, 40).join('\n  ')}`);
}
