import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type pg from 'pg';
import { poolDb } from '../src/platform/jobs/connections';
import { defineJob } from '../src/platform/jobs/define';
import { buildTestApp, createTestDatabase, useTestApp } from './helpers';

// A job of the test's own, on a table of its own: a "chore" is done once, however often its job
// runs. The handler is written as real handlers are: lock the row, check, do, mark.
type Chore = {
  key: string;
  done_count: number;
  fail_times: number;
  seen_now: Date | null;
  attempts: number[];
};

const choreJob = defineJob(
  'test-chore',
  z.object({ key: z.string(), secret: z.string().optional() }),
  async ({ key }, { db, now, attempt }) => {
    await db.execute(sql`update test_chores set attempts = attempts || ${attempt}::int where key = ${key}`);
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ done_count: number; fail_times: number }>(
        sql`select done_count, fail_times from test_chores where key = ${key} for update`,
      );
      const row = rows[0];
      if (!row || row.done_count > 0) return; // gone, or done by an earlier run
      if (row.fail_times >= attempt) throw new Error(`the chore's service is down (attempt ${attempt})`);
      await tx.execute(
        sql`update test_chores set done_count = done_count + 1, seen_now = ${now()} where key = ${key}`,
      );
    });
  },
  { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true, pollingIntervalSeconds: 60 },
);

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

const t = useTestApp({ logLevel: 'warn', logStream }, (app) => {
  app.register(async (scoped) => scoped.jobs.work(choreJob));
});

beforeAll(async () => {
  await t.db.execute(sql`
    create table test_chores (
      key text primary key,
      done_count int not null default 0,
      fail_times int not null default 0,
      seen_now timestamptz,
      attempts int[] not null default '{}'
    )`);
});

async function addChore(key: string, failTimes = 0) {
  await t.db.execute(sql`insert into test_chores (key, fail_times) values (${key}, ${failTimes})`);
}

/** Sent in a transaction of its own, which does not wake the worker: the test runs it. */
function sendQuietly(key: string) {
  return t.db.transaction((tx) => t.app.jobs.sendInTx(tx, choreJob, { key }));
}

async function chore(key: string): Promise<Chore> {
  const { rows } = await t.db.execute<Chore>(sql`select * from test_chores where key = ${key}`);
  return rows[0]!;
}

async function jobStates(key: string): Promise<string[]> {
  const { rows } = await t.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'test-chore' and data->>'key' = ${key} order by created_on`,
  );
  return rows.map((r) => r.state);
}

describe('scheduling inside a transaction', () => {
  it('given a job sent in a transaction that rolls back / there is no job, and nothing runs', async () => {
    await addChore('rolled-back');
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.jobs.sendInTx(tx, choreJob, { key: 'rolled-back' });
        // Inside the transaction the job is there…
        const { rows } = await tx.execute(sql`select 1 from pgboss.job where data->>'key' = 'rolled-back'`);
        expect(rows).toHaveLength(1);
        throw new Error('the change fails after scheduling');
      }),
    ).rejects.toThrow('the change fails');

    // …and with the rollback it is gone.
    expect(await jobStates('rolled-back')).toEqual([]);
    await t.app.jobs.runDue(choreJob);
    expect((await chore('rolled-back')).done_count).toBe(0);
  });

  it('given a job sent in a transaction that commits / it runs once', async () => {
    await addChore('committed');
    await t.db.transaction(async (tx) => {
      await t.app.jobs.sendInTx(tx, choreJob, { key: 'committed' });
    });
    expect(await t.app.jobs.runDue(choreJob)).toBe(1);
    expect((await chore('committed')).done_count).toBe(1);
    expect(await jobStates('committed')).toEqual(['completed']);
  });

  it('given several jobs sent in one statement / each exists with its queue options, a known key adds none, and a rollback takes them all', async () => {
    await addChore('many-a');
    await addChore('many-b');
    await t.app.jobs.send(choreJob, { key: 'many-a' }, { key: 'chore:many-a' });
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.jobs.sendAllInTx(tx, choreJob, [{ payload: { key: 'many-c' } }]);
        throw new Error('the change fails after scheduling');
      }),
    ).rejects.toThrow('the change fails');
    await t.db.transaction((tx) =>
      t.app.jobs.sendAllInTx(tx, choreJob, [
        { payload: { key: 'many-a' }, key: 'chore:many-a' },
        { payload: { key: 'many-b' }, key: 'chore:many-b' },
      ]),
    );
    expect(await jobStates('many-a')).toHaveLength(1);
    expect(await jobStates('many-c')).toEqual([]);
    const { rows } = await t.db.execute<{ retry_limit: number; retry_delay: number }>(
      sql`select retry_limit, retry_delay from pgboss.job where data->>'key' = 'many-b'`,
    );
    expect(rows).toEqual([{ retry_limit: 2, retry_delay: 30 }]);
    await t.app.jobs.runDue(choreJob);
    expect((await chore('many-a')).done_count).toBe(1);
    expect((await chore('many-b')).done_count).toBe(1);
  });

  it('given a delay in seconds, in a transaction / the job waits that long', async () => {
    await addChore('in-an-hour');
    await t.db.transaction((tx) =>
      t.app.jobs.sendInTx(tx, choreJob, { key: 'in-an-hour' }, { startAfter: 3600 }),
    );
    const { rows } = await t.db.execute<{ wait: number }>(
      sql`select extract(epoch from start_after - now())::int as wait from pgboss.job where data->>'key' = 'in-an-hour'`,
    );
    expect(rows[0]!.wait).toBeGreaterThan(3500);
    expect(rows[0]!.wait).toBeLessThanOrEqual(3600);
    await t.app.jobs.runDue(choreJob);
    expect((await chore('in-an-hour')).done_count).toBe(0);
  });

  it('refuses a payload its schema does not accept, before anything is written', async () => {
    await expect(
      t.db.transaction((tx) => t.app.jobs.sendInTx(tx, choreJob, { key: 42 } as never)),
    ).rejects.toThrow();
    expect(await jobStates('42')).toEqual([]);
  });
});

describe('a job that runs more than once', () => {
  it('given the same chore sent twice / both jobs run / the work is done once', async () => {
    await addChore('twice');
    await sendQuietly('twice');
    await sendQuietly('twice');
    expect(await t.app.jobs.runDue(choreJob)).toBe(2);
    const row = await chore('twice');
    expect(row.done_count).toBe(1);
    expect(row.attempts).toEqual([1, 1]); // both ran; the second found the work done
  });

  it('given a key / sending again adds no job', async () => {
    await addChore('keyed');
    const first = await t.app.jobs.send(choreJob, { key: 'keyed' }, { key: 'chore:keyed' });
    const second = await t.db.transaction((tx) =>
      t.app.jobs.sendInTx(tx, choreJob, { key: 'keyed' }, { key: 'chore:keyed' }),
    );
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeNull();
    expect(await jobStates('keyed')).toHaveLength(1);
  });

  it('given a process that died mid-run / its job expires and the retry does the work', async () => {
    await addChore('crashed');
    // Sent for later, so that this app's own worker (still draining what an earlier test woke it
    // for) cannot take it first; then taken as a worker takes a job (pg-boss's fetch: active,
    // started), by a process that dies: the job stays active an hour, the work undone.
    const id = await t.db.transaction((tx) =>
      t.app.jobs.sendInTx(tx, choreJob, { key: 'crashed' }, { startAfter: new Date(Date.now() + 3_600_000) }),
    );
    const taken = await t.db.execute(
      sql`update pgboss.job set state = 'active', start_after = now() - interval '1 hour',
            started_on = now() - interval '1 hour'
          where id = ${id} and state = 'created'`,
    );
    expect(taken.rowCount).toBe(1);
    await t.app.jobs.boss.expire(); // pg-boss's supervisor does this every two minutes
    expect(await jobStates('crashed')).toEqual(['retry']);

    await t.app.jobs.runDue(choreJob, { includeDelayed: true });
    expect((await chore('crashed')).done_count).toBe(1);
    expect(await jobStates('crashed')).toEqual(['completed']);
  });
});

describe('failures', () => {
  it('given a handler that fails / the job waits out its backoff, then the retry succeeds', async () => {
    await addChore('flaky', 1);
    await t.db.transaction((tx) =>
      t.app.jobs.sendInTx(tx, choreJob, { key: 'flaky', secret: 'hunter2-in-the-payload' }),
    );

    await t.app.jobs.runDue(choreJob);
    expect(await jobStates('flaky')).toEqual(['retry']);
    const { rows } = await t.db.execute<{ wait: number; output: { message: string } }>(
      sql`select extract(epoch from start_after - now())::float8 as wait, output
          from pgboss.job where data->>'key' = 'flaky'`,
    );
    expect(rows[0]!.wait).toBeGreaterThan(20); // retryDelaySeconds 30, and the backoff grows it
    expect(rows[0]!.output.message).toBe("the chore's service is down (attempt 1)");
    // Not due yet: a plain run leaves it.
    expect(await t.app.jobs.runDue(choreJob)).toBe(0);

    await t.app.jobs.runDue(choreJob, { includeDelayed: true });
    const row = await chore('flaky');
    expect(row.done_count).toBe(1);
    expect(row.attempts).toEqual([1, 2]);

    const logged = lines.filter((l) => l.includes('"jobId"'));
    expect(logged.join('')).toContain("the chore's service is down (attempt 1)");
    expect(logged.join('')).toContain('"job":"test-chore"');
    expect(lines.join('')).not.toContain('hunter2');
  });

  it('given a handler that always fails / it stops after retryLimit retries, logged as an error', async () => {
    await addChore('broken', 99);
    await sendQuietly('broken');
    await t.app.jobs.runDue(choreJob, { includeDelayed: true });
    expect((await chore('broken')).attempts).toEqual([1, 2, 3]);
    expect(await jobStates('broken')).toEqual(['failed']);
    const last = lines.map((l) => JSON.parse(l) as { level: number; msg: string; attempt?: number }).at(-1)!;
    expect(last).toMatchObject({ level: 50, msg: 'job test-chore failed for good', attempt: 3 });
  });
});

describe('the clock and the worker', () => {
  it('given a clock / the handler sees its time', async () => {
    await addChore('clocked');
    await sendQuietly('clocked');
    const then = new Date('2031-02-03T04:05:06Z');
    await t.app.jobs.runDue(choreJob, { now: () => then });
    expect(new Date((await chore('clocked')).seen_now!)).toEqual(then);
  });

  it('given the background worker / a job sent outside a transaction runs without being asked', async () => {
    await addChore('background');
    await t.app.jobs.send(choreJob, { key: 'background' }); // wakes the worker (its poll is a minute)
    await vi.waitFor(async () => expect((await chore('background')).done_count).toBe(1), {
      timeout: 5000,
      interval: 50,
    });
  });
});

describe('the dev mailbox (no SMTP_URL)', () => {
  it('given an email / it shows queued until its job has run, then sent', async () => {
    const to = 'mailbox-status@example.com';
    await t.db.transaction((tx) =>
      t.app.mailer.send(
        to,
        { subject: 'Activate your Pinjam account', text: 'Open it', html: '<p>Open it</p>' },
        tx,
      ),
    );
    const mailbox = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      return res.json<{ emails: Array<{ to: string; status: string; last_error: string | null }> }>().emails;
    };
    expect((await mailbox()).find((e) => e.to === to)).toMatchObject({ status: 'queued', last_error: null });
    await t.app.mailer.flush();
    expect((await mailbox()).find((e) => e.to === to)).toMatchObject({ status: 'sent', last_error: null });
  });
});

describe('servers starting together', () => {
  it('given two apps starting at once on a fresh database / both make or find the queues and start', async () => {
    const database = await createTestDatabase();
    try {
      const apps = await Promise.all([buildTestApp(database.url), buildTestApp(database.url)]);
      const { rows } = await apps[0].db.execute<{ name: string }>(
        sql`select name from pgboss.queue where name not like '\_\_pgboss%' order by name`,
      );
      expect(rows.map((r) => r.name)).toEqual([
        'checkout-authorising-sweep',
        'mail-send',
        'maintenance-sweep',
        'message-email',
        'order-timers-sweep',
        'payment-intent-settle',
        'payment-intent-sweep',
        'rating-publish-sweep',
        'rating-reminder-sweep',
        'realtime-publish',
        'request-expire',
        'request-expiry-sweep',
        'storage-orphan-sweep',
      ]);
      await Promise.all(apps.map((a) => a.close()));
    } finally {
      await database.drop();
    }
  });
});

describe("pg-boss's connection", () => {
  it('is quiet only once no statement is under way, and stays so for the quiet time', async () => {
    const pool = (t.app.db as typeof t.app.db & { $client: pg.Pool }).$client;
    const db = poolDb(pool);
    const started = Date.now();
    const slow = db.executeSql('select pg_sleep(0.3)', []);
    await db.quiet(50, 5_000);
    await slow;
    // The statement took 300 ms; quiet waited for it and 50 ms more.
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    // Nothing under way for long: at once. Past its timeout: it gives up waiting.
    await new Promise((r) => setTimeout(r, 60));
    const idle = Date.now();
    await db.quiet(50, 5_000);
    expect(Date.now() - idle).toBeLessThan(40);
    const capped = Date.now();
    const long = db.executeSql('select pg_sleep(0.5)', []);
    await db.quiet(50, 100);
    expect(Date.now() - capped).toBeLessThan(400);
    await long;
  });
});
