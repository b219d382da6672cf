import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import PusherServer from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_FILE, type Credentials } from '../src/platform/realtime/settings';
import { checkRequestSignature } from '../src/platform/realtime/signing';
import { bearer, insertUser, login, useTestApp } from './helpers';
import { browserClient, connected, RawClient, sign, subscribed } from './realtime-clients';

const ctx = useTestApp({
  // The hub in its own process, as the server runs it (decision 0044).
  realtime: {
    host: null,
    useTLS: false,
    cluster: 'mt1',
    activityTimeoutSeconds: 1,
    pongTimeoutSeconds: 1,
    hub: 'process',
  },
});

let base = '';
let ws = '';
let credentials: Credentials;
let sdk: PusherServer;
const users: Record<'siti' | 'hakim', { id: number; token: string }> = {} as never;
const open: Array<{ disconnect(): void } | RawClient> = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  credentials = JSON.parse(
    await fs.readFile(path.join(ctx.config.dataDir, CREDENTIALS_FILE), 'utf8'),
  ) as Credentials;
  ws = `ws://127.0.0.1:${port}/app/${credentials.key}?protocol=7&client=js&version=8.6.0&flash=false`;
  sdk = new PusherServer({ ...credentials, host: '127.0.0.1', port: String(port), useTLS: false });
  for (const name of ['siti', 'hakim'] as const) {
    const user = await insertUser(ctx.db, { name: name === 'siti' ? 'Siti Rahmah' : 'Hakim Yusof' });
    users[name] = { id: user.id, token: await login(ctx.app, user.email) };
  }
  // The messages module's kind of rule: a conversation's channel for its two people.
  ctx.app.realtime.allowChannels('private-conversation.', (userId, rest) =>
    rest === '7' ? [users.siti.id, users.hakim.id].includes(userId) : false,
  );
});
afterAll(() => {
  for (const client of open) {
    if (client instanceof RawClient) client.close();
    else client.disconnect();
  }
});

const raw = async () => {
  const client = await RawClient.connect(ws);
  open.push(client);
  return client;
};
const browser = async (token?: string) => {
  const client = browserClient(base, credentials.key, token);
  open.push(client);
  await connected(client);
  return client;
};
const signedSubscribe = (client: RawClient & { socketId: string }, channel: string, channelData?: string) =>
  client.send('pusher:subscribe', {
    channel,
    auth: `${credentials.key}:${sign(credentials.secret, [client.socketId, channel, ...(channelData ? [channelData] : [])].join(':'))}`,
    ...(channelData && { channel_data: channelData }),
  });

describe('connecting', () => {
  it('welcomes pusher-js with a socket id and the activity timeout, and the page names the key', async () => {
    const client = await RawClient.open(ws);
    open.push(client);
    const established = await client.next('pusher:connection_established');
    const data = JSON.parse(established.data as string) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(1);
    const pusher = await browser();
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    expect(ctx.app.realtime.browser).toEqual({
      key: credentials.key,
      cluster: 'mt1',
      wsHost: null,
      wsPort: null,
      forceTLS: false,
    });
  });

  it.each([
    ['another key', '/app/nope?protocol=7', 4001],
    ['an old protocol', `/app/KEY?protocol=4`, 4007],
    ['no protocol', `/app/KEY`, 4007],
    ['a path that is not /app/{key}', '/app/KEY/more?protocol=7', 4005],
  ])('refuses %s with its close code', async (_what, pathAndQuery, code) => {
    const client = await RawClient.open(
      base.replace('http', 'ws') + pathAndQuery.replace('KEY', credentials.key),
    );
    const error = await client.next('pusher:error');
    expect((error.data as { code: number }).code).toBe(code);
    expect((await client.closedWith()).code).toBe(code);
  });

  it('keeps credentials generated once, readable by the server only', async () => {
    const stat = await fs.stat(path.join(ctx.config.dataDir, CREDENTIALS_FILE));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(credentials.secret).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers pusher:ping with pusher:pong, pings a silent client and closes it with 4201 when it stays silent', async () => {
    const client = await raw();
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    await client.next('pusher:ping', undefined, 4_000);
    expect((await client.closedWith(4_000)).code).toBe(4201);
  });

  it('keeps a client that answers the ping', async () => {
    const client = await raw();
    await client.next('pusher:ping', undefined, 4_000);
    client.send('pusher:pong', {});
    await client.next('pusher:ping', undefined, 4_000);
    client.send('pusher:pong', {});
    expect(client.closed).toBeNull();
  });
});

describe('channels', () => {
  it('delivers an event published through the SDK on a public channel', async () => {
    const pusher = await browser();
    expect((await subscribed(pusher, 'news')).ok).toBe(true);
    const got = new Promise((resolve) => pusher.channel('news').bind('headline', resolve));
    await ctx.app.realtime.publish({
      channel: 'news',
      event: 'headline',
      data: { text: '<script>x</script>' },
    });
    expect(await got).toEqual({ text: '<script>x</script>' });
  });

  it("authorises a user's own private channel and refuses another user's (403, no subscription)", async () => {
    const pusher = await browser(users.siti.token);
    expect((await subscribed(pusher, `private-chat.${users.siti.id}`)).ok).toBe(true);
    const refused = await subscribed(pusher, `private-chat.${users.hakim.id}`);
    expect(refused).toMatchObject({ ok: false, data: { status: 403 } });
    const got = new Promise((resolve) =>
      pusher.channel(`private-chat.${users.siti.id}`).bind('new-message', resolve),
    );
    await ctx.app.realtime.publish([
      { channel: `private-chat.${users.hakim.id}`, event: 'new-message', data: { for: 'hakim' } },
      { channel: `private-chat.${users.siti.id}`, event: 'new-message', data: { for: 'siti' } },
    ]);
    expect(await got).toEqual({ for: 'siti' });
    expect(
      await sdk
        .get({ path: `/channels/private-chat.${users.hakim.id}`, params: { info: 'subscription_count' } })
        .then((r) => r.json()),
    ).toEqual({
      occupied: false,
      subscription_count: 0,
    });
  });

  it('refuses a private subscription signed with another secret or for another socket', async () => {
    const client = await raw();
    const channel = `private-chat.${users.siti.id}`;
    client.send('pusher:subscribe', {
      channel,
      auth: `${credentials.key}:${sign('not-the-secret', `${client.socketId}:${channel}`)}`,
    });
    expect((await client.next('pusher:subscription_error', channel)).data).toMatchObject({
      type: 'AuthError',
      status: 401,
    });
    client.send('pusher:subscribe', {
      channel,
      auth: `${credentials.key}:${sign(credentials.secret, `1.2:${channel}`)}`,
    });
    expect((await client.next('pusher:subscription_error', channel)).data).toMatchObject({ status: 401 });
    signedSubscribe(client, channel);
    await client.next('pusher_internal:subscription_succeeded', channel);
  });

  it('leaves out the socket named by socket_id', async () => {
    const [a, b] = [await raw(), await raw()];
    for (const c of [a, b]) {
      c.send('pusher:subscribe', { channel: 'room' });
      await c.next('pusher_internal:subscription_succeeded', 'room');
    }
    await ctx.app.realtime.publish(
      { channel: 'room', event: 'said', data: { n: 1 } },
      { socketId: a.socketId },
    );
    expect(JSON.parse((await b.next('said', 'room')).data as string)).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(a.count('said')).toBe(0);
  });

  it('publishes after the caller commits (publishInTx), and not after a rollback', async () => {
    const client = await raw();
    client.send('pusher:subscribe', { channel: 'jobs' });
    await client.next('pusher_internal:subscription_succeeded', 'jobs');
    await ctx.db
      .transaction(async (tx) => {
        await ctx.app.realtime.publishInTx(tx, [{ channel: 'jobs', event: 'rolled-back', data: {} }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await ctx.db.transaction((tx) =>
      ctx.app.realtime.publishInTx(tx, [{ channel: 'jobs', event: 'committed', data: { ok: true } }]),
    );
    await ctx.app.jobs.runDue(ctx.app.jobs.known('realtime-publish'));
    expect(JSON.parse((await client.next('committed', 'jobs')).data as string)).toEqual({ ok: true });
    expect(client.count('rolled-back')).toBe(0);
  });
});

describe('channel lifecycle', () => {
  it('stops delivering after pusher:unsubscribe, and a second subscription is one', async () => {
    const [a, b] = [await raw(), await raw()];
    for (const c of [a, b]) {
      c.send('pusher:subscribe', { channel: 'lifecycle' });
      await c.next('pusher_internal:subscription_succeeded', 'lifecycle');
    }
    a.send('pusher:subscribe', { channel: 'lifecycle' });
    await a.next('pusher_internal:subscription_succeeded', 'lifecycle');
    const count = () =>
      sdk.get({ path: '/channels/lifecycle', params: { info: 'subscription_count' } }).then((r) => r.json());
    expect(await count()).toEqual({ occupied: true, subscription_count: 2 });
    a.send('pusher:unsubscribe', { channel: 'lifecycle' });
    await new Promise((r) => setTimeout(r, 50));
    await sdk.trigger('lifecycle', 'after', {});
    await b.next('after', 'lifecycle');
    expect(a.count('after')).toBe(0);
    expect(await count()).toEqual({ occupied: true, subscription_count: 1 });
  });

  it('refuses client events on a private channel the socket has not joined, and the same presence member twice is one', async () => {
    const client = await raw();
    client.send('client-typing', {}, `private-chat.${users.siti.id}`);
    expect((await client.next('pusher:error')).data).toMatchObject({ code: null });
    const watcher = await raw();
    signedSubscribe(watcher, 'presence-twice', JSON.stringify({ user_id: 'w', user_info: {} }));
    await watcher.next('pusher_internal:subscription_succeeded', 'presence-twice');
    const member = JSON.stringify({ user_id: 'same', user_info: { name: 'Same' } });
    signedSubscribe(client, 'presence-twice', member);
    signedSubscribe(client, 'presence-twice', member);
    await client.next('pusher_internal:subscription_succeeded', 'presence-twice');
    await client.next('pusher_internal:subscription_succeeded', 'presence-twice');
    await new Promise((r) => setTimeout(r, 50));
    expect(watcher.count('pusher_internal:member_added')).toBe(1);
    client.close();
    expect(
      JSON.parse((await watcher.next('pusher_internal:member_removed', 'presence-twice')).data as string),
    ).toEqual({
      user_id: 'same',
    });
    await expect(
      sdk.get({ path: '/channels/lifecycle', params: { info: 'user_count' } }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('presence', () => {
  it('adds and removes a member once however many tabs, with the name from the session', async () => {
    const hakim = await browser(users.hakim.token);
    const added: unknown[] = [];
    const removed: unknown[] = [];
    const channel = hakim.subscribe('presence-online');
    channel.bind('pusher:member_added', (m: unknown) => added.push(m));
    channel.bind('pusher:member_removed', (m: unknown) => removed.push(m));
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));

    const tabs = [await browser(users.siti.token), await browser(users.siti.token)];
    for (const tab of tabs) expect((await subscribed(tab, 'presence-online')).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    expect(added).toEqual([{ id: String(users.siti.id), info: { name: 'Siti Rahmah' } }]);
    expect(await ctx.app.realtime.onlineUsers()).toEqual(new Set([users.hakim.id, users.siti.id]));

    tabs[0]!.disconnect();
    await new Promise((r) => setTimeout(r, 150));
    expect(removed).toEqual([]);
    tabs[1]!.disconnect();
    await new Promise((r) => setTimeout(r, 150));
    expect(removed).toEqual([{ id: String(users.siti.id), info: { name: 'Siti Rahmah' } }]);
    expect(await ctx.app.realtime.onlineUsers()).toEqual(new Set([users.hakim.id]));
  });

  it('refuses a member whose user_info is over 1 KB, and tells who is there on joining', async () => {
    const client = await raw();
    const big = JSON.stringify({ user_id: '99', user_info: { name: 'x'.repeat(1100) } });
    signedSubscribe(client, 'presence-room', big);
    expect((await client.next('pusher:subscription_error', 'presence-room')).data).toMatchObject({
      type: 'LimitReached',
    });
    const fine = JSON.stringify({ user_id: '99', user_info: { name: 'Ok' } });
    signedSubscribe(client, 'presence-room', fine);
    const ok = await client.next('pusher_internal:subscription_succeeded', 'presence-room');
    expect(JSON.parse(ok.data as string)).toEqual({
      presence: { ids: ['99'], hash: { '99': { name: 'Ok' } }, count: 1 },
    });
    const users = await sdk.get({ path: '/channels/presence-room/users' }).then((r) => r.json());
    expect(users).toEqual({ users: [{ id: '99' }] });
    const list = await sdk
      .get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })
      .then((r) => r.json());
    expect(list.channels['presence-room']).toEqual({ user_count: 1 });
  });
});

describe('client events', () => {
  it('are refused on public channels, not echoed to the sender, and limited to 10 a second', async () => {
    const [siti, hakim] = [await raw(), await raw()];
    siti.send('pusher:subscribe', { channel: 'news' });
    await siti.next('pusher_internal:subscription_succeeded', 'news');
    siti.send('client-typing', { x: 1 }, 'news');
    expect((await siti.next('pusher:error')).data).toMatchObject({ code: null });

    signedSubscribe(siti, 'private-conversation.7');
    signedSubscribe(hakim, 'private-conversation.7');
    await siti.next('pusher_internal:subscription_succeeded', 'private-conversation.7');
    await hakim.next('pusher_internal:subscription_succeeded', 'private-conversation.7');
    for (let i = 0; i < 12; i++) siti.send('client-typing', { i }, 'private-conversation.7');
    const error = await siti.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4301 });
    await new Promise((r) => setTimeout(r, 150));
    expect(hakim.count('client-typing')).toBe(10);
    const first = await hakim.next('client-typing', 'private-conversation.7');
    expect(first).toEqual({ event: 'client-typing', channel: 'private-conversation.7', data: { i: 0 } });
    expect(siti.count('client-typing')).toBe(0);
    expect(siti.closed).toBeNull();
  });

  it('are refused on presence-online and on private channels that do not take them, reaching no one', async () => {
    // Issue 24: anyone online could broadcast 9 KB frames to every member of presence-online.
    const member = (id: number) => JSON.stringify({ user_id: String(id), user_info: { name: 'n' } });
    const [sender, listener] = [await raw(), await raw()];
    signedSubscribe(sender, 'presence-online', member(users.siti.id));
    signedSubscribe(listener, 'presence-online', member(users.hakim.id));
    await sender.next('pusher_internal:subscription_succeeded', 'presence-online');
    await listener.next('pusher_internal:subscription_succeeded', 'presence-online');
    const own = `private-chat.${users.siti.id}`;
    signedSubscribe(sender, own);
    signedSubscribe(listener, own);
    await sender.next('pusher_internal:subscription_succeeded', own);
    await listener.next('pusher_internal:subscription_succeeded', own);

    const big = { user_id: users.hakim.id, text: 'x'.repeat(9 * 1024) };
    for (const channel of ['presence-online', own]) {
      sender.send('client-hello', big, channel);
      const refused = await sender.next('pusher:error');
      expect(refused.data, channel).toMatchObject({ code: null });
      expect((refused.data as { message: string }).message).toMatch(/not allowed on this channel/);
    }
    await new Promise((r) => setTimeout(r, 150));
    expect(listener.count('client-hello')).toBe(0);
    expect(sender.closed).toBeNull();
  });

  it('travel between pusher-js clients on a channel a registered rule allows', async () => {
    const siti = await browser(users.siti.token);
    const hakim = await browser(users.hakim.token);
    expect((await subscribed(siti, 'private-conversation.7')).ok).toBe(true);
    expect((await subscribed(hakim, 'private-conversation.7')).ok).toBe(true);
    const got = new Promise((resolve) =>
      hakim.channel('private-conversation.7').bind('client-typing', resolve),
    );
    siti
      .channel('private-conversation.7')
      .trigger('client-typing', { conversation_id: 7, user_id: users.siti.id });
    expect(await got).toEqual({ conversation_id: 7, user_id: users.siti.id });
    expect((await subscribed(siti, 'private-conversation.8')).data).toMatchObject({ status: 403 });
  });
});

describe('user authentication (pusher:signin)', () => {
  it('signs pusher-js in with the session, and closes a socket whose sign-in is forged (4009)', async () => {
    const pusher = await browser(users.siti.token);
    pusher.signin();
    await pusher.user.signinDonePromise;
    // Signed in as the session (user id, then session id): ending it reaches its sockets alone.
    expect(pusher.user.user_data).toEqual({
      id: expect.stringMatching(new RegExp(`^${users.siti.id}\\.\\d+$`)),
      user_info: { name: 'Siti Rahmah' },
    });
    // pusher-js then subscribes to its own #server-to-user channel.
    while (!pusher.user.serverToUserChannel?.subscribed) await new Promise((r) => setTimeout(r, 10));
    const got = new Promise((resolve) => pusher.user.bind('hello', resolve));
    await sdk.sendToUser(pusher.user.user_data!.id, 'hello', { to: 'siti' });
    expect(await got).toEqual({ to: 'siti' });

    const client = await raw();
    const userData = JSON.stringify({ id: String(users.hakim.id) });
    client.send('pusher:signin', {
      user_data: userData,
      auth: `${credentials.key}:${sign('wrong', `${client.socketId}::user::${userData}`)}`,
    });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await client.closedWith()).code).toBe(4009);
  });
});

describe('terminate_connections (the SDK’s terminateUserConnections)', () => {
  it('closes every socket signed in as the user with 4009, no one else’s, signed like the other calls', async () => {
    const tabs = [await browser(users.hakim.token), await browser(users.hakim.token)];
    const bystander = await browser(users.siti.token);
    for (const pusher of [...tabs, bystander]) {
      pusher.signin();
      await pusher.user.signinDonePromise;
    }
    const wrong = new PusherServer({
      ...credentials,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(new URL(base).port),
      useTLS: false,
    });
    // Both tabs hold Hakim's one session, so they sign in as the same socket user.
    const hakim = tabs[0]!.user.user_data!.id;
    expect(tabs[1]!.user.user_data!.id).toBe(hakim);
    await expect(wrong.terminateUserConnections(hakim)).rejects.toMatchObject({
      status: 401,
    });
    expect(tabs.every((tab) => tab.connection.state === 'connected')).toBe(true);

    const client = await raw();
    const userData = JSON.stringify({ id: hakim });
    client.send('pusher:signin', {
      user_data: userData,
      auth: `${credentials.key}:${sign(credentials.secret, `${client.socketId}::user::${userData}`)}`,
    });
    await client.next('pusher:signin_success');

    await expect(sdk.terminateUserConnections(hakim)).resolves.toMatchObject({
      status: 200,
    });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await client.closedWith()).code).toBe(4009);
    for (const tab of tabs)
      while (tab.connection.state === 'connected') await new Promise((r) => setTimeout(r, 10));
    expect(bystander.connection.state).toBe('connected');
  });
});

describe('/broadcasting/auth and /broadcasting/user-auth', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, fields: Record<string, string>, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token && bearer(token)) },
      payload: form(fields),
    });

  it('needs a session (401), refuses other channels (403) and bad fields (422)', async () => {
    const own = { socket_id: '123.456', channel_name: `private-order.${users.siti.id}` };
    expect((await post('/broadcasting/auth', own)).statusCode).toBe(401);
    expect((await post('/pusher/auth', own, 'nope')).statusCode).toBe(401);
    for (const channel_name of [
      `private-order.${users.hakim.id}`,
      'private-something.1',
      'news',
      'private-encrypted-x',
      `private-payout.${users.siti.id}0`,
    ])
      expect((await post('/broadcasting/auth', { ...own, channel_name }, users.siti.token)).statusCode).toBe(
        403,
      );
    const bad = await post(
      '/broadcasting/auth',
      { socket_id: 'abc', channel_name: 'x'.repeat(200) },
      users.siti.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['channel_name', 'socket_id']);
  });

  it("signs the user's own channels, presence with channel_data from the session, and the user", async () => {
    for (const kind of ['chat', 'request', 'order', 'payout']) {
      const channel = `private-${kind}.${users.siti.id}`;
      const res = await post(
        '/pusher/auth',
        { socket_id: '123.456', channel_name: channel },
        users.siti.token,
      );
      expect(res.json()).toEqual({
        auth: `${credentials.key}:${sign(credentials.secret, `123.456:${channel}`)}`,
      });
    }
    const presence = await post(
      '/broadcasting/auth',
      { socket_id: '1.2', channel_name: 'presence-online', user_info: '{"name":"Admin"}' },
      users.siti.token,
    );
    const channelData = JSON.stringify({
      user_id: String(users.siti.id),
      user_info: { name: 'Siti Rahmah' },
    });
    expect(presence.json()).toEqual({
      auth: `${credentials.key}:${sign(credentials.secret, `1.2:presence-online:${channelData}`)}`,
      channel_data: channelData,
    });
    const user = await post('/broadcasting/user-auth', { socket_id: '1.2' }, users.siti.token);
    const { id } = JSON.parse(user.json<{ user_data: string }>().user_data) as { id: string };
    expect(id).toMatch(new RegExp(`^${users.siti.id}\\.\\d+$`));
    const userData = JSON.stringify({ id, user_info: { name: 'Siti Rahmah' } });
    expect(user.json()).toEqual({
      auth: `${credentials.key}:${sign(credentials.secret, `1.2::user::${userData}`)}`,
      user_data: userData,
    });
  });
});

describe("Pusher's HTTP API", () => {
  it("checks signatures as Pusher's published example does", () => {
    // docs: "Generating authentication signatures" (key 278d425bdf160c739803, secret 7ad3773142a6692b25b8).
    const example = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
    const request = {
      method: 'POST',
      path: '/apps/3/events',
      body: '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}',
      rawQuery:
        'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    };
    expect(checkRequestSignature(request, example, 1353088179)).toBeNull();
    expect(
      checkRequestSignature({ ...request, body: request.body.replace('foo', 'bar') }, example, 1353088179),
    ).toMatch(/body_md5/);
    expect(checkRequestSignature({ ...request, path: '/apps/4/events' }, example, 1353088179)).toMatch(
      /signature/,
    );
    expect(checkRequestSignature(request, example, 1353088179 + 601)).toMatch(/auth_timestamp/);
    // The channel authorisation example of the same page.
    expect(sign(example.secret, '1234.1234:private-foobar')).toBe(
      '58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('answers 401 to a wrong secret and a changed body, 404 to another app', async () => {
    const port = String(new URL(base).port);
    const wrong = new PusherServer({
      ...credentials,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port,
      useTLS: false,
    });
    await expect(wrong.trigger('news', 'x', {})).rejects.toMatchObject({ status: 401 });
    const other = new PusherServer({ ...credentials, appId: '1', host: '127.0.0.1', port, useTLS: false });
    await expect(other.trigger('news', 'x', {})).rejects.toMatchObject({ status: 404 });
    await expect(sdk.trigger('news', 'x', {})).resolves.toMatchObject({ status: 200 });
    const body = '{"name":"x","channels":["news"],"data":"{}"}';
    const query = `auth_key=${credentials.key}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=0123`;
    const res = await fetch(
      `${base}/apps/${credentials.appId}/events?${query}&auth_signature=${sign(credentials.secret, `POST\n/apps/${credentials.appId}/events\n${query}`)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      },
    );
    expect(res.status).toBe(401);
  });

  it('holds to the limits: 10 KB of data (413), 164-character names, 100 channels, 10 events a batch', async () => {
    await expect(sdk.trigger('news', 'big', 'x'.repeat(10 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
    });
    await expect(sdk.trigger('news', 'fits', 'x'.repeat(10 * 1024 - 2))).resolves.toMatchObject({
      status: 200,
    });
    await expect(sdk.trigger('n'.repeat(165), 'x', {})).rejects.toMatchObject({ status: 400 });
    await expect(sdk.trigger('n'.repeat(164), 'x', {})).resolves.toMatchObject({ status: 200 });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ channel: `c${i}`, name: 'x', data: '{}' }));
    await expect(sdk.triggerBatch(eleven)).rejects.toMatchObject({ status: 400 });
    await expect(sdk.triggerBatch(eleven.slice(1))).resolves.toMatchObject({ status: 200 });
    const client = await raw();
    client.send('pusher:subscribe', { channel: 'bad name!' });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({ type: 'InvalidChannel' });
  });

  it('answers ahead of the app: a signed unknown path is 404, a body over 1 MB is 413, the app is untouched', async () => {
    await expect(sdk.get({ path: '/nothing-here' })).rejects.toMatchObject({ status: 404 });
    await expect(sdk.get({ path: '/channels/counted/users/more' })).rejects.toMatchObject({ status: 404 });
    const huge = await fetch(`${base}/apps/${credentials.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(huge.status).toBe(413);
    const unsigned = await fetch(`${base}/apps/${credentials.appId}/channels`);
    expect([unsigned.status, unsigned.headers.get('content-type')]).toEqual([
      401,
      'text/plain; charset=utf-8',
    ]);
    // Everything else is still the app's, with its headers.
    const page = await fetch(`${base}/api/helpers/system-details`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBeTruthy();
  });

  it('stays out of the OpenAPI document, as the auth routes do', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: object }>().paths);
    expect(
      paths.filter((p) => p.startsWith('/apps') || p.startsWith('/broadcasting') || p.startsWith('/pusher')),
    ).toEqual([]);
  });

  it('tells the occupied channels and their counts', async () => {
    const client = await raw();
    client.send('pusher:subscribe', { channel: 'counted' });
    await client.next('pusher_internal:subscription_succeeded', 'counted');
    const channels = await sdk.get({ path: '/channels' }).then((r) => r.json());
    expect(channels.channels.counted).toEqual({});
    const one = await sdk
      .get({ path: '/channels/counted', params: { info: 'subscription_count' } })
      .then((r) => r.json());
    expect(one).toEqual({ occupied: true, subscription_count: 1 });
    await expect(sdk.get({ path: '/channels/counted/users' })).rejects.toMatchObject({ status: 400 });
    const res = await sdk.trigger(['counted', 'empty'], 'x', {}, { info: 'subscription_count' });
    expect(await res.json()).toEqual({
      channels: { counted: { subscription_count: 1 }, empty: { subscription_count: 0 } },
    });
  });
});
