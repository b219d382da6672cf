import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  emailsTo,
  findUser,
  multipart,
  uniqueEmail,
  type TestApp,
} from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable, which nodemailer uses for lines longer than 76 characters. */
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: SMTPServer;
let t: TestApp;
let dropDatabase: () => Promise<void>;
const inbox: Received[] = [];

beforeAll(async () => {
  // A real SMTP server on loopback: the app talks SMTP to it exactly as to a production relay.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  t = await buildTestApp(database.url, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Pinjam <hello@pinjam.bn>',
  });
});

afterAll(async () => {
  await t?.close();
  await dropDatabase?.();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('with SMTP_URL set', () => {
  it('delivers the activation email over SMTP, and its link activates the account', async () => {
    const email = uniqueEmail('smtp');
    const body = await multipart({
      email,
      name: 'Dayang Mas',
      password: 'seria-oilfield-1',
      password_confirmation: 'seria-oilfield-1',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', ...body })).statusCode).toBe(201);
    await t.app.mailer.flush();

    const message = inbox.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('hello@pinjam.bn');
    expect(message!.raw).toMatch(/^Subject: Activate your Pinjam account\r?$/m);
    expect(message!.raw).toMatch(/Content-Type: text\/html/);
    const link = /http:\/\/pinjam\.test(\/api\/auth\/activate\/[\w-]+)/.exec(
      decodeQuotedPrintable(message!.raw),
    );
    expect(link).not.toBeNull();

    const [outboxRow] = await emailsTo(t.db, email);
    expect(outboxRow!.sent_at).toBeInstanceOf(Date);

    const activate = await t.app.inject({ method: 'GET', url: link![1]! });
    expect(activate.headers.location).toBe('/email-activated');
    expect((await findUser(t.db, email))!.activated_at).toBeInstanceOf(Date);
  });

  it('turns the dev mailbox off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no dev mailbox on this server.');
  });
});
