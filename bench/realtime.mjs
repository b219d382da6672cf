#!/usr/bin/env node
// Realtime under load (issue 14, "Measure"): N sockets speaking the Pusher protocol to the built
// server's embedded endpoint, each on a private channel of its own and on a presence channel (of
// 100 members: Pusher's own cap per presence channel), the bench publishing through Pusher's HTTP
// API with the `pusher` SDK; in the same run, a bare `ws` server (bench/lib/bare-ws.mjs) with as
// many sockets open at the same time, sent the same frames through the same SDK call, the two
// servers' publishing interleaved in slices of a few seconds. Reports the
// delivery latency (publish call → frame in the client) p50/p95/p99 and the server's memory per
// connection; then holds the larger number of sockets for a while and checks none was dropped and
// every one still receives.
// Goals: at 5,000 sockets p99 ≤ 1.5 × the bare figure; 10,000 sockets held 60 s, none dropped.
// Writes bench/results/realtime-<date>.md; figures go into docs/performance.md.
//   node bench/realtime.mjs [-- --sockets 5000] [--hold-sockets 10000] [--hold 60] [--seconds 20] [--slice 2]
//                           [--rate 500] [--port 3290] [--bare-port 3291] [--hub-port 3292] [--no-write]
// Loopback only; stops by itself. Its own data in bench/.data-realtime (embedded PostgreSQL).
import { execSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { percentile } from './lib/load.mjs';
import { machine } from './lib/report.mjs';
import { ensureServerBuild, startServer, withLock } from './lib/server.mjs';

const { values: opts } = parseArgs({
  options: {
    sockets: { type: 'string', default: '5000' },
    'hold-sockets': { type: 'string', default: '10000' },
    hold: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '20' },
    slice: { type: 'string', default: '2' },
    rate: { type: 'string', default: '500' },
    port: { type: 'string', default: '3290' },
    'bare-port': { type: 'string', default: '3291' },
    'hub-port': { type: 'string', default: '3292' },
    'no-write': { type: 'boolean', default: false },
  },
});
const SOCKETS = Number(opts.sockets);
const HOLD_SOCKETS = Number(opts['hold-sockets']);
const HOLD_SECONDS = Number(opts.hold);
const SECONDS = Number(opts.seconds);
const SLICE = Number(opts.slice); // seconds of one server's publishing before the other's turn
const RATE = Number(opts.rate); // events a second, in batches of 10
const PRESENCE_GROUP = 100;
const GOAL_RATIO = 1.5;
const credentials = { appId: '424242', key: 'bench-key', secret: 'bench-secret-0123456789' };

const here = new URL('.', import.meta.url).pathname;
const dataDir = `${here}.data-realtime`;
const log = (m) => console.error(m);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sign = (text) => createHmac('sha256', credentials.secret).update(text).digest('hex');
mkdirSync(dataDir, { recursive: true });

/** Resident memory of a process and its children (the server's realtime hub), in bytes. */
const rss = (pid) => {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return own + children.reduce((sum, child) => sum + rss(Number(child)), 0);
};

/**
 * Opens `n` sockets (200 handshakes at a time); `pusher` says whether they speak the Pusher
 * protocol (subscribe to private-bench.{i} and presence-bench-{group}) or are the bare server's.
 */
async function openSockets(n, url, pusher) {
  const clients = new Array(n);
  const state = { closed: 0, received: new Uint32Array(n), latencies: [], recording: false };
  const openOne = (i) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(url(i), { perMessageDeflate: false });
      let pending = pusher ? 3 : 1; // established (+ two subscriptions)
      const done = () => --pending === 0 && resolve();
      socket.on('error', reject);
      socket.on('close', () => state.closed++);
      socket.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        if (frame.event === 'bench') {
          state.received[i]++;
          if (state.recording) state.latencies.push(performance.now() - JSON.parse(frame.data).t);
        } else if (frame.event === 'pusher:connection_established') {
          done();
          if (!pusher) return;
          const socketId = JSON.parse(frame.data).socket_id;
          const own = `private-bench.${i}`;
          socket.send(
            JSON.stringify({
              event: 'pusher:subscribe',
              data: { channel: own, auth: `${credentials.key}:${sign(`${socketId}:${own}`)}` },
            }),
          );
          const group = `presence-bench-${Math.floor(i / PRESENCE_GROUP)}`;
          const member = JSON.stringify({ user_id: String(i), user_info: { name: `Bench ${i}` } });
          socket.send(
            JSON.stringify({
              event: 'pusher:subscribe',
              data: {
                channel: group,
                auth: `${credentials.key}:${sign(`${socketId}:${group}:${member}`)}`,
                channel_data: member,
              },
            }),
          );
        } else if (frame.event === 'pusher_internal:subscription_succeeded') done();
        else if (frame.event === 'pusher:ping') socket.send('{"event":"pusher:pong","data":{}}');
        else if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error')
          reject(new Error(raw.toString()));
      });
      clients[i] = socket;
    });
  for (let i = 0; i < n; i += 200)
    await Promise.all(Array.from({ length: Math.min(200, n - i) }, (_, k) => openOne(i + k)));
  return { clients, state };
}

const closeAll = async ({ clients }) => {
  for (const socket of clients) socket?.terminate();
  await sleep(1000);
};

/** Publishes RATE events a second for `seconds` to random sockets' channels, 10 to a batch. */
async function publishFor(n, send, state, seconds) {
  state.recording = true;
  const batches = Math.round((RATE / 10) * seconds);
  const every = 1000 / (RATE / 10);
  const start = performance.now();
  const inFlight = new Set();
  let failures = 0;
  for (let b = 0; b < batches; b++) {
    const wait = start + b * every - performance.now();
    if (wait > 0) await sleep(wait);
    const batch = Array.from({ length: 10 }, () => ({
      channel: `private-bench.${Math.floor(Math.random() * n)}`,
      name: 'bench',
      data: JSON.stringify({ t: performance.now(), text: 'A new message about the camera you asked for.' }),
    }));
    const request = send(batch).catch(() => failures++);
    inFlight.add(request);
    request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  await sleep(500);
  state.recording = false;
  return { sent: batches * 10, failures };
}

/**
 * Both servers' sockets open at once, the publishing interleaved in slices of SLICE seconds
 * (Pinjam, bare, bare, Pinjam, …): the clients' process is in the same state for both, and a
 * drift of the machine over the run (another process waking, the clients' heap growing) falls on
 * both alike rather than on whichever ran second.
 */
async function publishInterleaved(targets) {
  for (const target of targets) {
    target.state.latencies = [];
    target.sent = 0;
    target.failures = 0;
  }
  const slices = Math.max(2, Math.round(SECONDS / SLICE));
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      const { sent, failures } = await publishFor(target.n, target.send, target.state, SECONDS / slices);
      target.sent += sent;
      target.failures += failures;
    }
  }
  return targets.map((target) => {
    const sorted = Float64Array.from(target.state.latencies).sort();
    return {
      sent: target.sent,
      delivered: sorted.length,
      failures: target.failures,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Opens the sockets; how long that took, and the server's RSS growth a socket once settled. */
async function memoryPerSocket(pid, open) {
  await sleep(1000);
  const before = rss(pid);
  const started = Date.now();
  const sockets = await open();
  const connectSeconds = (Date.now() - started) / 1000;
  await sleep(2000);
  return { sockets, connectSeconds, perSocket: (rss(pid) - before) / sockets.clients.length, rss: rss(pid) };
}

const port = Number(opts.port);
const server = await withLock(async () => {
  ensureServerBuild(log);
  log(`starting the server on port ${port} (data: ${dataDir})`);
  return startServer({
    port,
    dataDir,
    readyPath: '/api/helpers/system-details',
    env: {
      PUSHER_APP_ID: credentials.appId,
      PUSHER_KEY: credentials.key,
      PUSHER_SECRET: credentials.secret,
      REALTIME_HUB_PORT: opts['hub-port'],
    },
  });
});
// The bench publishes as the server does: through the SDK, to the embedded hub's own HTTP API
// (REALTIME_HUB_PORT; the sockets are in that process, decision 0044).
const sdk = new Pusher({
  ...credentials,
  host: '127.0.0.1',
  port: opts['hub-port'],
  useTLS: false,
  agent,
  timeout: 30_000,
});
// The yardstick is published to by the same SDK call, over the same kind of agent: the two
// latencies then differ by the servers alone, not by the publisher's HTTP client.
const bareAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const bareSdk = new Pusher({
  ...credentials,
  host: '127.0.0.1',
  port: opts['bare-port'],
  useTLS: false,
  agent: bareAgent,
  timeout: 30_000,
});
const pusherUrl = () =>
  `ws://127.0.0.1:${port}/app/${credentials.key}?protocol=7&client=js&version=8.6.0&flash=false`;

const barePort = Number(opts['bare-port']);
const bare = spawn(process.execPath, [`${here}lib/bare-ws.mjs`, String(barePort)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => bare.stdout.once('data', resolve));

const results = { before: machine() };
try {
  log(`${SOCKETS} sockets on the Pusher endpoint (private + presence each)`);
  const pinjam = await memoryPerSocket(server.pid, () => openSockets(SOCKETS, pusherUrl, true));
  results.pinjamConnect = pinjam.connectSeconds;
  log(
    `  connected and subscribed in ${results.pinjamConnect} s; ${(pinjam.perSocket / 1024).toFixed(1)} KB a socket`,
  );
  log(`${SOCKETS} sockets on the bare ws server`);
  const plain = await memoryPerSocket(bare.pid, () =>
    openSockets(SOCKETS, (i) => `ws://127.0.0.1:${barePort}/?id=${i}`, false),
  );
  results.bareConnect = plain.connectSeconds;
  log(
    `  connected in ${results.bareConnect} s; publishing ${SECONDS} s to each, interleaved in ${SLICE} s slices`,
  );
  const [pinjamRun, bareRun] = await publishInterleaved([
    { n: SOCKETS, send: (batch) => sdk.triggerBatch(batch), state: pinjam.sockets.state },
    { n: SOCKETS, send: (batch) => bareSdk.triggerBatch(batch), state: plain.sockets.state },
  ]);
  results.pinjam = { ...pinjamRun, perSocket: pinjam.perSocket };
  results.bare = { ...bareRun, perSocket: plain.perSocket };
  log(`  Pinjam ${JSON.stringify(results.pinjam)}`);
  log(`  bare ${JSON.stringify(results.bare)}`);
  await closeAll(pinjam.sockets);
  await closeAll(plain.sockets);
  bare.kill();

  log(`${HOLD_SOCKETS} sockets on the Pusher endpoint, held ${HOLD_SECONDS} s`);
  const held = await memoryPerSocket(server.pid, () => openSockets(HOLD_SOCKETS, pusherUrl, true));
  results.holdConnect = held.connectSeconds;
  const channels = await sdk
    .get({ path: '/channels', params: { filter_by_prefix: 'private-bench.' } })
    .then((r) => r.json());
  const subscribedBefore = Object.keys(channels.channels).length;
  await sleep(HOLD_SECONDS * 1000);
  const closedDuringHold = held.sockets.state.closed;
  // Every socket still receives: one event to each, after the hold.
  held.sockets.state.received.fill(0);
  for (let i = 0; i < HOLD_SOCKETS; i += 10)
    await sdk.triggerBatch(
      Array.from({ length: Math.min(10, HOLD_SOCKETS - i) }, (_, k) => ({
        channel: `private-bench.${i + k}`,
        name: 'bench',
        data: JSON.stringify({ t: performance.now() }),
      })),
    );
  await sleep(3000);
  const reached = held.sockets.state.received.reduce((n, count) => n + (count > 0 ? 1 : 0), 0);
  results.hold = {
    sockets: HOLD_SOCKETS,
    subscribedBefore,
    closedDuringHold,
    reached,
    perSocket: held.perSocket,
    rss: held.rss,
  };
  log(`  ${JSON.stringify(results.hold)}`);
  await closeAll(held.sockets);
} finally {
  bare.kill();
  agent.destroy();
  bareAgent.destroy();
  await server.stop();
}
results.after = machine();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v) => `${v.toFixed(1)} ms`;
const ratio = results.pinjam.p99 / results.bare.p99;
const date = new Date().toISOString().slice(0, 10);
const commit = execSync('git rev-parse --short HEAD').toString().trim();
const load = (l) => l.map((v) => v.toFixed(2)).join(' / ');
const row = (name, r, connect) =>
  `| ${name} | ${r.sent.toLocaleString('en')} | ${r.delivered.toLocaleString('en')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${kb(r.perSocket)} | ${connect} s |`;
const report = [
  `# Realtime benchmark, ${date}`,
  '',
  `\`npm run bench:realtime\` at ${commit}: ${SOCKETS.toLocaleString('en')} sockets, ${RATE} events a second for ${SECONDS} s to each server ` +
    `(batches of 10 to random sockets' private channels), each socket also in a presence channel of ${PRESENCE_GROUP}; ` +
    `both servers' sockets open together and their publishing interleaved in ${SLICE} s slices. ` +
    `Latency: from the publish call (the \`pusher\` SDK's triggerBatch, to Pinjam's hub and to the bare server alike) ` +
    `to the frame parsed in the client, on one clock. Memory: the RSS growth of the server's processes (the server and its realtime hub) over the sockets, divided by them.`,
  '',
  `Machine: ${results.before.cores} × ${results.before.model}; load average (1/5/15 min) ${load(results.before.load)} before, ` +
    `${load(results.after.load)} after; the clients and the publisher share the CPU with the servers.`,
  '',
  '| server | events sent | delivered | p50 | p95 | p99 | memory a socket | connect + subscribe |',
  '| --- | --: | --: | --: | --: | --: | --: | --: |',
  row('Pinjam (Pusher protocol, HTTP API)', results.pinjam, results.pinjamConnect),
  row('bare `ws`', results.bare, results.bareConnect),
  '',
  `p99 ratio: ${ratio.toFixed(2)} × the bare figure (goal ≤ ${GOAL_RATIO}): ${ratio <= GOAL_RATIO ? 'met' : 'not met'}.`,
  '',
  `Held: ${results.hold.sockets.toLocaleString('en')} sockets for ${HOLD_SECONDS} s (connected and subscribed in ${results.holdConnect} s; ` +
    `${results.hold.subscribedBefore.toLocaleString('en')} private channels occupied): ${results.hold.closedDuringHold} dropped, ` +
    `${results.hold.reached.toLocaleString('en')} reached by an event after the hold; ${kb(results.hold.perSocket)} a socket, ` +
    `server RSS ${(results.hold.rss / 1024 / 1024).toFixed(0)} MB. Goal (none dropped): ${results.hold.closedDuringHold === 0 && results.hold.reached === results.hold.sockets ? 'met' : 'not met'}.`,
  '',
].join('\n');
console.log(report);
if (!opts['no-write']) {
  mkdirSync(`${here}results`, { recursive: true });
  writeFileSync(`${here}results/realtime-${date}.md`, report);
  log(`written to bench/results/realtime-${date}.md`);
}
