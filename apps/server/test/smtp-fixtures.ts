import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers';

/*
 * A test file's app sending its email over SMTP to a real server on loopback (authOptional,
 * STARTTLS off), and the messages that server received. New email tests start here rather than
 * repeating the server (smtp.test.ts and the older email tests set one up themselves).
 */

export interface ReceivedMail {
  to: string[];
  /** The message as sent, quoted-printable undone (nodemailer's lines over 76 characters). */
  text: string;
}

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export function useSmtpTestApp(): { t: TestApp; inbox: ReceivedMail[] } {
  const ctx = { t: {} as TestApp, inbox: [] as ReceivedMail[] };
  let smtp: SMTPServer | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          ctx.inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            text: decode(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const database = await createTestDatabase();
    drop = database.drop;
    Object.assign(ctx.t, await buildTestApp(database.url, { smtpUrl: `smtp://127.0.0.1:${port}` }));
  });
  afterAll(async () => {
    await ctx.t.close?.();
    await drop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });
  return ctx;
}
