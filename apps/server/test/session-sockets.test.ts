import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import path from 'node:path';
import { channels, realtimeEvents, SESSION_ENDED_EVENT } from '@pinjam/api/contract';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_FILE, type Credentials } from '../src/platform/realtime/settings';
import { bearer, emailsTo, insertUser, login, PASSWORD, useTestApp } from './helpers';
import { browserClient, connected, RawClient, sign, subscribed } from './realtime-clients';

// Issue 24, item 5: ending a session ends its sockets, as disabling an account does. Before, a
// socket of a session that had logged out (or been signed out by a password change or reset)
// kept its private channels and went on hearing new messages, text included. Real PostgreSQL,
// the real pusher-js against the embedded endpoint.

const t = useTestApp({
  realtime: { host: null, useTLS: false, cluster: 'mt1', signinTimeoutSeconds: 1 },
});
let base = '';
let credentials: Credentials;
const open: Array<{ disconnect(): void } | RawClient> = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  credentials = JSON.parse(
    await fs.readFile(path.join(t.config.dataDir, CREDENTIALS_FILE), 'utf8'),
  ) as Credentials;
});
afterAll(() => {
  for (const client of open) {
    if (client instanceof RawClient) client.close();
    else client.disconnect();
  }
});

const post = (url: string, token: string | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** A signed-in tab, as the web app opens it: signed in, on the user's chat channel. */
async function tab(userId: number, token: string) {
  const pusher = browserClient(base, credentials.key, token);
  open.push(pusher);
  await connected(pusher);
  pusher.signin();
  await pusher.user.signinDonePromise;
  expect((await subscribed(pusher, channels.chat(userId))).ok).toBe(true);
  const heard: string[] = [];
  const chat = pusher.channel(channels.chat(userId))!;
  chat.bind(SESSION_ENDED_EVENT, () => heard.push(SESSION_ENDED_EVENT));
  chat.bind(realtimeEvents.newMessage, (data: { message: { content: string } }) =>
    heard.push(data.message.content),
  );
  return { pusher, heard };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};
const isClosed = async (pusher: Pusher) => {
  await until(() => pusher.connection.state !== 'connected');
  return pusher.connection.state !== 'connected';
};

/** Someone writes to `to`: the new-message push carries the text. */
async function writeTo(to: { id: number }, content: string) {
  const writer = await insertUser(t.db, { name: 'Writer' });
  const token = await login(t.app, writer.email);
  const started = await post('/api/messages/create-new-conversation', token, { user_id: to.id });
  expect(started.statusCode, started.body).toBeLessThan(300);
  const id = started.json<{ conversation: { id: number } }>().conversation.id;
  expect((await post('/api/messages/post', token, { conversation_id: id, content })).statusCode).toBe(201);
}

type Tab = Awaited<ReturnType<typeof tab>>;

/** A message written to the user afterwards reaches the tab that kept its session, not the ended one. */
async function expectOnlyHeardBy(user: { id: number }, text: string, kept: Tab, ended: Tab) {
  await writeTo(user, text);
  await until(() => kept.heard.includes(text));
  expect(kept.heard).toContain(text);
  expect(kept.pusher.connection.state).toBe('connected');
  expect(ended.heard).not.toContain(text);
}

async function member() {
  const user = await insertUser(t.db, { name: 'Nurul Session' });
  const tokens = [await login(t.app, user.email), await login(t.app, user.email)] as const;
  const tabs = [await tab(user.id, tokens[0]), await tab(user.id, tokens[1])] as const;
  return { user, tokens, tabs };
}

describe('ending a session ends its sockets', () => {
  it('logout: that session’s tab hears session-ended and is closed; the other device keeps hearing', async () => {
    const { user, tokens, tabs } = await member();
    expect((await post('/api/auth/logout', tokens[0])).statusCode).toBe(200);
    await until(() => tabs[0].heard.includes(SESSION_ENDED_EVENT));
    expect(tabs[0].heard).toContain(SESSION_ENDED_EVENT);
    expect(await isClosed(tabs[0].pusher)).toBe(true);

    await expectOnlyHeardBy(user, 'the code is 4711', tabs[1], tabs[0]);
  });

  it('a password change: the other sessions’ sockets close, the one it was made on stays', async () => {
    const { user, tokens, tabs } = await member();
    const changed = await post('/api/user/update-password/', tokens[0], {
      current_password: PASSWORD,
      password: 'a-new-password-24',
      password_confirmation: 'a-new-password-24',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await isClosed(tabs[1].pusher)).toBe(true);

    await expectOnlyHeardBy(user, 'after the change', tabs[0], tabs[1]);
  });

  it('a password reset: every socket of the user closes', async () => {
    const { user, tabs } = await member();
    expect((await post('/api/password/create/', null, { email: user.email })).statusCode).toBe(200);
    const [mail] = await emailsTo(t.db, user.email);
    const token = /password-reset\/request\/([\w-]+)/.exec(mail!.text)![1]!;
    const reset = await post('/api/password/reset/', null, {
      email: user.email,
      token,
      password: 'a-reset-password-24',
      password_confirmation: 'a-reset-password-24',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const { pusher, heard } of tabs) {
      expect(await isClosed(pusher)).toBe(true);
      expect(heard).toContain(SESSION_ENDED_EVENT);
    }
  });

  it('a socket on private channels that never signs in is closed (4200): nothing could reach it', async () => {
    const client = await RawClient.connect(
      `${base.replace('http', 'ws')}/app/${credentials.key}?protocol=7&client=js&version=8.6.0`,
    );
    open.push(client);
    const name = 'private-chat.1';
    client.send('pusher:subscribe', {
      channel: name,
      auth: `${credentials.key}:${sign(credentials.secret, `${client.socketId}:${name}`)}`,
    });
    await client.next('pusher_internal:subscription_succeeded', name);
    // Reconnect now (a tab whose sign-in failed by chance signs in again); joining its private
    // channels again needs a live session.
    expect((await client.next('pusher:error', undefined, 4_000)).data).toMatchObject({ code: 4200 });
    expect((await client.closedWith()).code).toBe(4200);
    // A public channel alone needs no sign-in.
    const reader = await RawClient.connect(
      `${base.replace('http', 'ws')}/app/${credentials.key}?protocol=7&client=js&version=8.6.0`,
    );
    open.push(reader);
    reader.send('pusher:subscribe', { channel: 'news' });
    await reader.next('pusher_internal:subscription_succeeded', 'news');
    await new Promise((r) => setTimeout(r, 2_500));
    expect(reader.closed).toBeNull();
  });
});
