#!/usr/bin/env node
// `npm start`: build the web app and the server, then serve the whole app on one port with the
// embedded defaults (its own PostgreSQL under ./data, emails to the dev mailbox) and demo data.
// The server migrates the database and seeds the demo data itself, then prints the URL, the demo
// logins and the mailbox address.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;

if (process.env.PINJAM_SKIP_BUILD !== '1' || !existsSync(`${root}apps/server/dist/server.js`)) {
  console.log('Building the web app and the server…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  // No NODE_ENV=production here: this is the local demo, with the dev mailbox (the server runs
  // its libraries' production code anyway; an operator's NODE_ENV=production turns the mailbox off).
  env: {
    SEED_DEMO: 'true',
    DATA_DIR: `${root}data`,
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
