import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The journeys that run the due jobs with the clock moved ahead. */
const CLOCK_MOVING = /aftersale\.spec\.ts$/;

/**
 * Journeys in Chromium against the built app served by the real server, on a fresh embedded
 * PostgreSQL (e2e/server.mjs wipes e2e/.data first) with the demo data and the dev mailbox.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  // CI (.ci/run: E2E_RETRIES=1) runs a failed journey once more: one that passes then is reported
  // as flaky by name at the end of the run, and one that fails twice fails it.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../test-results/e2e.json' }],
  ],
  use: {
    // As a phone set to reduce motion: the pages' transitions, carousels and shimmer are not
    // drawn frame by frame (software rendering on two cores: 12% of the suite's time).
    reducedMotion: 'reduce',
    baseURL: BASE_URL,
    // A failed journey's trace (npx playwright show-trace). Recording one costs ~15% of the suite's
    // CPU, so CI, which keeps no artifacts, turns it off (E2E_TRACE=off in .ci/run).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: CLOCK_MOVING,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    // Journeys that move the clock (npm run jobs:due) change every order's time — the demo's
    // rentals go overdue — so they run after all the others.
    {
      name: 'clock',
      testMatch: CLOCK_MOVING,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: {
    command: `node e2e/server.mjs`,
    cwd: '..',
    url: `${BASE_URL}/api/helpers/system-details`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT), PUBLIC_URL: BASE_URL, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  },
});
