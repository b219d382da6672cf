import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Libraries the browser projects pre-bundle up front, so that no run discovers one midway and
// reloads the page (which fails the test file that was loading).
const browserDeps = [
  '@vanilla-extract/css',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'msw/browser',
  'embla-carousel-react',
  'embla-carousel-autoplay',
  '@tanstack/react-table',
  '@visx/shape',
  '@visx/scale',
  '@visx/axis',
  '@visx/group',
  '@visx/responsive',
  'react-day-picker',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@nanostores/i18n',
  '@nanostores/react',
  'nanostores',
  'react-dom/client',
  'storybook/test',
  // The stories' SWR caches are registered through it (apps/web/src/testing/storyCache.ts).
  'swr/_internal',
];

/**
 * Server test files that change process-wide state, so they run in a process of their own; and
 * the after-sale Measure, whose moving clock is its own. (Its counts came out low now and then,
 * in a shared process and alone: its second run's clock carried on weeks ahead of the orders it
 * had just paid, and cancelled most of them; each run's clock now starts at the run.)
 */
const ownProcess = [
  'apps/server/test/aftersale-property.test.ts',
  'apps/server/test/payments-stripe.test.ts',
  'apps/server/test/payments-paypal.test.ts',
  'apps/server/test/storage-s3.test.ts',
  'apps/server/test/server-render.test.ts',
  // It loads the password module afresh to read its first cost (setup.ts lowers it).
  'apps/server/test/passwords.test.ts',
];

function serverProject(name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    test: {
      name,
      environment: 'node' as const,
      include: files.include ?? ['apps/server/test/**/*.test.ts'],
      exclude: files.exclude ?? [],
      isolate: files.isolate,
      globalSetup: ['apps/server/test/global-setup.ts'],
      setupFiles: ['apps/server/test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      maxWorkers: 2,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        // Machines, the API client and hooks, the web app's pure logic, and the repo's own tools
        // (the import boundaries' lint rules): node, with MSW.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // The files share one worker's loaded modules, as the server's do: loading them afresh
          // for each file was most of the suite's time (70 s against 38; a second worker loads
          // them all again for 4 s less). Each file that starts an MSW server or fake timers
          // closes or restores them after.
          isolate: false,
          maxWorkers: 1,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
          ],
        },
      },
      // The server against a real PostgreSQL: embedded, or DATABASE_URL when set. Two projects, one
      // suite: most files share their worker's loaded modules (isolate: false; loading the server
      // afresh for each file was 40% of the suite's time), and the files that patch what the whole
      // process shares (nock's interception of fetch, globals) each get a fresh process.
      serverProject('server', { exclude: ownProcess, isolate: false }),
      serverProject('server-own-process', { include: ownProcess, isolate: true }),
      {
        // Every story is a test in real Chromium: render, play function, axe check.
        plugins: [
          vanillaExtractPlugin(),
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            storybookScript: 'npm run storybook -- --ci',
          }),
        ],
        optimizeDeps: {
          // Crawl every story and the preview up front, so no dependency is discovered (and the
          // page reloaded) in the middle of a fresh run.
          entries: [
            'packages/*/src/**/*.stories.tsx',
            'apps/web/src/**/*.stories.tsx',
            'apps/web/src/pages/**/*.tsx',
            '.storybook/preview.tsx',
          ],
          include: [...browserDeps, 'elkjs/lib/elk.bundled.js', 'xstate', 'xstate/graph'],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The story files share one page and its loaded modules, as the server files share
          // their worker: loading the app's modules afresh for each file was most of a file's
          // time. Each story already starts clean (a fresh SWR cache, storage and router,
          // .storybook/decorators/app.tsx); the mocks that keep state start again at each file.
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Two story files at once: about a third of a file's time is its setup (loading its
          // modules into a fresh page), which the other page's run overlaps (the default, one
          // fewer than the cores, is one on these two-core machines).
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: { toMatchScreenshot: { comparatorOptions: { allowedMismatchedPixelRatio: 0.01 } } },
          },
        },
      },
      {
        // Every ui story screenshotted and compared with the references committed beside the test
        // (packages/ui/visual/__screenshots__); `-u` updates them. Tight tolerance: a colour change
        // in a short label is well under 1% of a screenshot's pixels.
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          // Crawl the stories and the preview up front, so that no dependency is discovered (and
          // the page reloaded) mid-run, whatever the decorators come to import.
          entries: [
            'packages/ui/visual/**/*.visual.test.tsx',
            'packages/ui/src/**/*.stories.tsx',
            '.storybook/preview.tsx',
          ],
          include: [...browserDeps, '@storybook/react-vite', 'storybook/viewport'],
        },
        test: {
          name: 'visual',
          include: ['packages/ui/visual/**/*.visual.test.tsx'],
          // As the storybook project's (vitest runs the two side by side only when they agree).
          maxWorkers: 2,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: { toMatchScreenshot: { comparatorOptions: { allowedMismatchedPixelRatio: 0.001 } } },
          },
        },
      },
    ],
  },
});
