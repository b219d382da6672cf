import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  insertUser,
  login,
  multipart,
  pngImage,
  type TestApp,
} from './helpers';

// The verification's emails as they leave the server: over SMTP to a real server on loopback
// (decision 0033). Two admins reviewing at once send one email.

const inbox: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let t: TestApp;
let dropDatabase: () => Promise<void>;

/** Undoes quoted-printable (nodemailer's long lines) and joins the folded lines. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  t = await buildTestApp(database.url, { smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t?.close();
  await dropDatabase?.();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function submitted() {
  const user = await insertUser(t.db, { name: 'Nurul Mail' });
  const token = await login(t.app, user.email);
  const body = await multipart(
    {},
    {
      document: { data: await pngImage(300, 200), filename: 'card.png', type: 'image/png' },
      selfie: { data: await pngImage(200, 300), filename: 'me.png', type: 'image/png' },
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/verification',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return user;
}

const mailsTo = (email: string) => inbox.filter((m) => m.to.includes(email)).map((m) => decoded(m.raw));

describe('the review emails over SMTP', () => {
  it('a rejection carries the reason and the link to /verification; an approval says what is possible now', async () => {
    const admin = await insertUser(t.db, { role_id: 2 });
    const token = await login(t.app, admin.email);
    const user = await submitted();
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reject/',
      headers: bearer(token),
      payload: { id: user.id, reason: 'The selfie is too dark to compare.' },
    });
    expect(rejected.statusCode).toBe(200);
    await t.app.mailer.flush();
    const [rejection] = mailsTo(user.email);
    expect(rejection).toMatch(/^Subject: Your identity verification needs another look\r?$/m);
    expect(rejection).toContain('The selfie is too dark to compare.');
    expect(rejection).toContain('http://pinjam.test/verification');

    const again = await submitted();
    const answers = await Promise.all(
      [token, await login(t.app, (await insertUser(t.db, { role_id: 2 })).email)].map((admin) =>
        t.app.inject({ url: `/api/admin/approve/${again.id}`, headers: bearer(admin) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await t.app.mailer.flush();
    const approvals = mailsTo(again.email);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toContain('you can now list for rent and request rentals');
  });
});
