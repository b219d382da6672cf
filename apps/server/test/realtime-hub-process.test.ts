import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { browserClient, connected, RawClient, subscribed } from './realtime-clients';

// The embedded endpoint in a process of its own (decision 0044): how the server starts it, keeps
// it running and ends it. The protocol itself is realtime.test.ts's, run against the same mode.
const ctx = useTestApp({
  realtime: { host: null, useTLS: false, cluster: 'mt1', hub: 'process' },
});
let base = '';
const open: Array<{ disconnect(): void }> = [];

/** The hub's process: a child of this test's process running hub-process.ts. */
const hubPids = (): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'hub-process'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when none
  }
};
const until = async (check: () => boolean, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};
/** A new pusher-js client subscribes to 'news' and hears the server publish `{ n }` there. */
async function hearsNext(n: number) {
  const client = browserClient(base, ctx.app.realtime.browser.key);
  open.push(client);
  await connected(client);
  expect((await subscribed(client, 'news')).ok).toBe(true);
  const arrived = new Promise<unknown>((resolve) => client.channel('news').bind('news', resolve));
  await ctx.app.realtime.publish({ channel: 'news', event: 'news', data: { n } });
  expect(await arrived).toEqual({ n });
}
/** A raw socket speaking protocol 7 to the server's port. */
const rawSocket = () => {
  const { port } = ctx.app.server.address() as AddressInfo;
  return RawClient.connect(
    `ws://127.0.0.1:${port}/app/${ctx.app.realtime.browser.key}?protocol=7&client=js&version=8.6.0`,
  );
};

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => open.forEach((client) => client.disconnect()));

describe('the hub in its own process', () => {
  it('serves the sockets from a child process, and the server publishes to it', async () => {
    expect(hubPids()).toHaveLength(1);
    await hearsNext(1);
  });

  it('is started again when it ends: its sockets drop, new ones connect and hear the next event', async () => {
    const [first] = hubPids();
    const raw = await rawSocket();
    process.kill(first!, 'SIGKILL');
    await until(() => raw.closed !== null, 'the socket to drop');
    expect(raw.closed?.code).toBe(1006);
    await until(() => hubPids().length === 1 && hubPids()[0] !== first, 'a new hub process');
    await hearsNext(2);
  });

  it('closes with the server: an open socket is told to reconnect (4200), and the process ends', async () => {
    const raw = await rawSocket();
    open.forEach((client) => client.disconnect());
    open.length = 0;
    await ctx.app.close();
    ctx.close = async () => {};
    expect(raw.closed?.code).toBe(4200);
    await until(() => hubPids().length === 0, 'the hub process to end');
  });
});

describe('a hub restarted with no socket since', () => {
  const other = useTestApp({ realtime: { host: null, useTLS: false, cluster: 'mt1', hub: 'process' } });

  it('still lets the server close, and ends the new process', async () => {
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = other.app.server.address() as AddressInfo;
    const client = browserClient(`http://127.0.0.1:${port}`, other.app.realtime.browser.key);
    await connected(client); // one socket handed over, so the server tracks the hub's sockets
    client.disconnect();
    const [pid] = hubPids();
    process.kill(pid!, 'SIGKILL');
    await until(() => hubPids().length === 1 && hubPids()[0] !== pid, 'a new hub process');
    const started = Date.now();
    await other.app.close();
    other.close = async () => {};
    expect(Date.now() - started).toBeLessThan(5_000);
    await until(() => hubPids().length === 0, 'the hub process to end');
  });
});
