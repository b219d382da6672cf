import { describe, expect, it } from 'vitest';
import { parseRealtimeConfig, pusherOptions } from './options';

const embedded = { key: 'app-key', cluster: 'local', wsHost: null, wsPort: null, forceTLS: false };
const page = { hostname: 'pinjam.test', port: '3000', protocol: 'http:' };

type AuthOptions = { endpoint: string; transport: string; headersProvider: () => Record<string, string> };

describe('parseRealtimeConfig', () => {
  it('given the meta of a page / it reads the settings, and none when absent or not whole', () => {
    expect(parseRealtimeConfig(JSON.stringify(embedded))).toEqual(embedded);
    expect(parseRealtimeConfig(null)).toBeNull();
    expect(parseRealtimeConfig('')).toBeNull();
    expect(parseRealtimeConfig('{not json')).toBeNull();
    expect(parseRealtimeConfig(JSON.stringify({ key: 'k' }))).toBeNull();
    expect(parseRealtimeConfig(JSON.stringify({ ...embedded, wsPort: 70000 }))).toBeNull();
    expect(parseRealtimeConfig(JSON.stringify({ ...embedded, cluster: '' }))).toBeNull();
    expect(parseRealtimeConfig('null')).toBeNull();
    const pusher = { ...embedded, wsHost: 'ws-ap1.pusher.com', wsPort: 443, forceTLS: true };
    expect(parseRealtimeConfig(JSON.stringify(pusher))).toEqual(pusher);
  });
});

describe('pusherOptions', () => {
  it("given the embedded endpoint / it connects to the page's own host and port, by WebSocket only, with a cluster", () => {
    const options = pusherOptions(embedded, () => null, page);
    expect(options).toMatchObject({
      cluster: 'local',
      wsHost: 'pinjam.test',
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
    });
  });

  it('given a page on https without a port / it uses 443', () => {
    expect(pusherOptions(embedded, () => null, { ...page, port: '', protocol: 'https:' })).toMatchObject({
      wsPort: 443,
      wssPort: 443,
    });
  });

  it("given a host of its own (Pusher Channels) / it keeps pusher-js's port unless the settings name one", () => {
    const pusher = { ...embedded, wsHost: 'ws-ap1.pusher.com', cluster: 'ap1', forceTLS: true };
    const options = pusherOptions(pusher, () => null, page);
    expect(options.wsHost).toBe('ws-ap1.pusher.com');
    expect(options).not.toHaveProperty('wsPort');
    expect(pusherOptions({ ...pusher, wsPort: 6001 }, () => null, page)).toMatchObject({ wsPort: 6001 });
  });

  it('given a signed-in user / both auth endpoints carry the current bearer token, read at each request', () => {
    let token = 'first';
    const options = pusherOptions(embedded, () => token, page);
    const channel = options.channelAuthorization as AuthOptions;
    const user = options.userAuthentication as AuthOptions;
    expect(channel.endpoint).toBe('/broadcasting/auth');
    expect(user.endpoint).toBe('/broadcasting/user-auth');
    expect(channel.transport).toBe('ajax');
    expect(channel.headersProvider()).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer first',
    });
    token = 'refreshed';
    expect(user.headersProvider().Authorization).toBe('Bearer refreshed');
  });
});
