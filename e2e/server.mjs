// Starts the built server for the journeys on a fresh data folder (its own embedded PostgreSQL,
// outbox mail and the dev mailbox), with the demo data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = `${root}e2e/.data`;
rmSync(dataDir, { recursive: true, force: true });

// Emails go to the outbox so the journeys can read them from the dev mailbox.
// Journeys log in many times from one address: loosen the login limits (the server tests cover them).
const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', RATE_LIMIT_MULTIPLIER: '100' };
delete env.SMTP_URL;
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
