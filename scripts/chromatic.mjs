#!/usr/bin/env node
// `npm run chromatic`: publish Storybook to the hosted review service. Needs network and
// CHROMATIC_PROJECT_TOKEN; never run in CI here (Chromatic has no offline mode).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to publish Storybook to Chromatic.');
  process.exit(1);
}
if (process.env.CI) {
  console.error('Chromatic is not run in CI: it needs the hosted service.');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
