import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/platform/db/schema';
import { executorDb } from '../src/platform/jobs/connections';
import { buildTestApp, createTestDatabase, emailsTo, uniqueEmail, type TestApp } from './helpers';

// A real SMTP server on loopback that can be told to refuse the next messages (a relay that is
// down or throttling), and the app's log as text.
let refuseNext = 0;
const inbox: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      if (refuseNext > 0) {
        refuseNext--;
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      }
      inbox.push(...session.envelope.rcptTo.map((r) => r.address));
      callback();
    });
  },
});
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  t = await buildTestApp(database.url, { smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: 'warn', logStream });
});
afterAll(async () => {
  await t?.close();
  await dropDatabase?.();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const content = (secret: string) => ({
  subject: 'Reset your password',
  text: `Open http://pinjam.test/password-reset/request/${secret}`,
  html: `<a href="http://pinjam.test/password-reset/request/${secret}">Reset</a>`,
});

async function mailJobs(outboxId: number) {
  const { rows } = await t.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'mail-send' and (data->>'outboxId')::int = ${outboxId}`,
  );
  return rows.map((r) => r.state);
}

describe('delivering the outbox through the job queue', () => {
  it('given a transaction that rolls back after writing an email / there is no email and no job', async () => {
    const to = uniqueEmail('rolled');
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mailer.send(to, content('rolled-back-secret'), tx);
        throw new Error('the signup fails after the email');
      }),
    ).rejects.toThrow('the signup fails');
    await t.app.mailer.flush();
    expect(await emailsTo(t.db, to)).toEqual([]);
    expect(inbox).not.toContain(to);
  });

  it('given a mail server that refuses / the row keeps the error, the log says so without the text, and the retry delivers', async () => {
    const to = uniqueEmail('refused');
    refuseNext = 1;
    await t.app.mailer.send(to, content('A'.repeat(43)));
    await t.app.mailer.flush();

    const [failed] = await emailsTo(t.db, to);
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed!.last_error).toMatch(/Mailbox busy, try later/);
    expect(await mailJobs(failed!.id)).toEqual(['retry']);
    const log = lines.join('');
    expect(log).toContain('job mail-send failed; it will be retried');
    expect(log).not.toContain('A'.repeat(43));
    expect(inbox).not.toContain(to);

    await t.app.jobs.runDue(undefined, { includeDelayed: true });
    const [sent] = await emailsTo(t.db, to);
    expect(sent).toMatchObject({ attempts: 2, last_error: null });
    expect(sent!.sent_at).toBeInstanceOf(Date);
    expect(inbox.filter((r) => r === to)).toHaveLength(1);
  });

  it('given a process that died while sending / the job expires and the email goes out once', async () => {
    const to = uniqueEmail('crashed');
    // A worker takes the job (here in the transaction that wrote it, so that the app's own worker
    // cannot take it first)…
    const taken = await t.db.transaction(async (tx) => {
      await t.app.mailer.send(to, content('crash-secret'), tx);
      // (its start_after is the transaction's now(): not yet past inside it)
      return t.app.jobs.boss.fetch('mail-send', { db: executorDb(tx), ignoreStartAfter: true });
    });
    const [row] = await emailsTo(t.db, to);
    expect(taken).toMatchObject([{ data: { outboxId: row!.id } }]);
    // …and the process dies: the job stays active until it expires.
    await t.db.execute(
      sql`update pgboss.job set started_on = now() - interval '1 hour' where id = ${taken[0]!.id}`,
    );
    await t.app.jobs.boss.expire();

    await t.app.jobs.runDue(undefined, { includeDelayed: true });
    expect(inbox.filter((r) => r === to)).toHaveLength(1);
    expect(await mailJobs(row!.id)).toEqual(['completed']);
  });

  it('given a second job for an email already sent / it sends nothing', async () => {
    const to = uniqueEmail('twice');
    await t.app.mailer.send(to, content('twice-secret'));
    await t.app.mailer.flush();
    const [row] = await emailsTo(t.db, to);
    await t.app.jobs.boss.send('mail-send', { outboxId: row!.id });
    await t.app.mailer.flush();
    expect(inbox.filter((r) => r === to)).toHaveLength(1);
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after!.attempts).toBe(1);
  });
});
