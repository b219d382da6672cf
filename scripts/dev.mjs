#!/usr/bin/env node
// `npm run dev`: the server with reload (tsx watch) on :3000 and Vite's dev server on :5173,
// which proxies /api, /uploads and the realtime socket to the server.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@pinjam/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { SEED_DEMO: 'true', DATA_DIR: `${root}data`, PUBLIC_URL: 'http://127.0.0.1:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@pinjam/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));
