import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryCounters,
  postgresCounters,
  redisCounters,
  type CounterStore,
} from '../src/platform/security/counters';
import { useTestApp } from './helpers';

const t = useTestApp();

/** Debian's redis-server (CI installs it); REDIS_BIN points elsewhere. */
const REDIS_BIN = process.env.REDIS_BIN ?? 'redis-server';
const hasRedis = spawnSync(REDIS_BIN, ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

let redisProcess: ChildProcess | undefined;
let redis: Redis | undefined;

beforeAll(async () => {
  if (!hasRedis) return;
  const port = await freePort();
  redisProcess = spawn(
    REDIS_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await waitForPort(port);
  redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true });
  await redis.connect();
});

afterAll(async () => {
  await redis?.quit().catch(() => {});
  redisProcess?.kill('SIGTERM');
});

const stores: Array<[string, () => CounterStore, boolean]> = [
  ['PostgreSQL', () => postgresCounters(t.db), true],
  ['Redis', () => redisCounters(redis!, `test:${Date.now()}:`), hasRedis],
  ['memory', () => memoryCounters(), true],
];

describe.each(stores)('counters in %s', (_name, make, available) => {
  it.skipIf(!available)('count every hit of a window once, even 200 at the same instant', async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 200 }, () => store.hit('race', 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, n) => n + 1),
    );
    for (const c of counts) expect(c.resetMs).toBeGreaterThan(55_000);
  });

  it.skipIf(!available)('start again once the window has ended, and when cleared', async () => {
    const store = make();
    await store.hit('short', 300);
    expect((await store.hit('short', 300)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 350));
    expect((await store.hit('short', 300)).count).toBe(1);
    await store.clear('short');
    expect((await store.hit('short', 300)).count).toBe(1);
  });

  it.skipIf(!available)('keep one key apart from another', async () => {
    const store = make();
    await store.hit('a', 60_000);
    await store.hit('a', 60_000);
    expect((await store.hit('b', 60_000)).count).toBe(1);
  });
});

describe('counters in PostgreSQL', () => {
  it('keep no email or address in clear, and are swept when their window ends', async () => {
    const store = postgresCounters(t.db);
    await store.hit('login-account:someone@example.com', 100);
    const { rows } = await t.db.execute<{ key: string }>('select key from rate_limit_counters');
    expect(rows.some((r) => r.key.includes('example.com'))).toBe(false);
    const ended = async () =>
      (
        await t.db.execute<{ n: number }>(
          'select count(*)::int as n from rate_limit_counters where reset_at <= now()',
        )
      ).rows[0]!.n;
    await new Promise((r) => setTimeout(r, 150));
    expect(await ended()).toBeGreaterThan(0);
    await store.sweep();
    expect(await ended()).toBe(0);
  });
});

describe.skipIf(!hasRedis)('a server with REDIS_URL', () => {
  it('shares the login lock with another server on the same Redis', async () => {
    const { buildTestApp, createTestDatabase, insertUser } = await import('./helpers');
    const { defaultRateLimits } = await import('../src/env');
    const database = await createTestDatabase();
    const url = `redis://127.0.0.1:${redis!.options.port}`;
    const [one, two] = await Promise.all([
      buildTestApp(database.url, { redisUrl: url, rateLimits: defaultRateLimits }),
      buildTestApp(database.url, { redisUrl: url, rateLimits: defaultRateLimits }),
    ]);
    try {
      const user = await insertUser(one.db);
      const attempt = (app: typeof one, n: number) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: `wrong-${n}` },
          remoteAddress: `203.0.113.${n + 1}`,
        });
      for (let n = 0; n < 10; n++) await attempt(n % 2 ? one : two, n);
      expect((await attempt(one, 11)).statusCode).toBe(429);
      expect((await attempt(two, 12)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
