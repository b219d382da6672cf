import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, TYPING_EXPIRES_MS, TYPING_THROTTLE_MS, type PusherLike } from './connection';
import { createRealtimeHub } from './hub';

// A pusher-js stand-in: records subscriptions and lets the test fire what the server would send.
function fakePusher(state = 'connecting') {
  type Handler = (data: never) => void;
  const handlers = new Map<string, Handler[]>();
  const on = (key: string, handler: Handler) => handlers.set(key, [...(handlers.get(key) ?? []), handler]);
  const fire = (key: string, data: unknown) =>
    handlers.get(key)?.forEach((handler) => handler(data as never));
  const triggered: { channel: string; event: string; data: unknown }[] = [];
  const subscribed: string[] = [];
  const unsubscribed: string[] = [];
  let triggerAccepted = true;
  const pusher = {
    connection: {
      state,
      socket_id: undefined as string | undefined,
      bind: (event: string, h: Handler) => on(`connection:${event}`, h),
    },
    subscribe: (name: string) => {
      subscribed.push(name);
      return {
        bind: (event: string, h: Handler) => on(`${name}:${event}`, h),
        trigger: (event: string, data: unknown) => {
          if (triggerAccepted) triggered.push({ channel: name, event, data });
          return triggerAccepted;
        },
      };
    },
    unsubscribe: (name: string) => void unsubscribed.push(name),
    signin: vi.fn(),
    disconnect: vi.fn(),
  } satisfies PusherLike;
  return {
    pusher,
    subscribed,
    unsubscribed,
    triggered,
    refuseTriggers: () => void (triggerAccepted = false),
    /** The connection moves to `current` (with this socket id once connected). */
    moveTo(current: string, socketId?: string) {
      pusher.connection.state = current;
      pusher.connection.socket_id = socketId;
      fire('connection:state_change', { previous: 'x', current });
    },
    fire,
  };
}

const ME = 7;

function setup(state?: string) {
  const fake = fakePusher(state);
  const hub = createRealtimeHub();
  const socketIds: (string | null)[] = [];
  const socketId = { set: (id: string | null) => void socketIds.push(id) };
  const stop = connectRealtime({ pusher: fake.pusher, userId: ME, hub, socketId });
  return { ...fake, hub, socketIds, stop };
}

describe('connectRealtime', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("given a signed-in user / on connecting / it signs in and subscribes to the user's own channels and presence-online", () => {
    const { pusher, subscribed } = setup();
    expect(pusher.signin).toHaveBeenCalledOnce();
    expect(subscribed).toEqual([
      'private-chat.7',
      'private-request.7',
      'private-order.7',
      'private-payout.7',
      'presence-online',
    ]);
  });

  it('given the connection / as its state moves / the status follows and the socket id is set only while connected', () => {
    const { hub, moveTo, socketIds } = setup();
    expect(hub.status()).toBe('connecting');
    moveTo('connected', '123.456');
    expect(hub.status()).toBe('connected');
    moveTo('unavailable');
    expect(hub.status()).toBe('unavailable');
    moveTo('connecting');
    expect(hub.status()).toBe('connecting');
    expect(socketIds).toEqual([null, '123.456', null, null]);
  });

  it('given a connection that dropped / when it comes back / the reconnect listeners run (not on the first connect)', () => {
    const { hub, moveTo } = setup();
    const reconnected = vi.fn();
    hub.onReconnect(reconnected);
    moveTo('connected', '1.1');
    expect(reconnected).not.toHaveBeenCalled();
    moveTo('unavailable');
    moveTo('connected', '1.2');
    expect(reconnected).toHaveBeenCalledOnce();
  });

  it("given listeners / when the server pushes on the user's channels / each event reaches its listeners with its data", () => {
    const { hub, fire } = setup('connected');
    const seen: [string, unknown][] = [];
    for (const event of ['new-message', 'read', 'new-request', 'new-order', 'new-payout'] as const)
      hub.on(event, (data) => seen.push([event, data]));
    fire('private-chat.7:new-message', { message: { id: 1 } });
    fire('private-chat.7:read', { conversation_id: 3, up_to: 9 });
    fire('private-request.7:new-request', { request_id: 2 });
    fire('private-order.7:new-order', { order_id: 4 });
    fire('private-payout.7:new-payout', { payout_id: 5 });
    expect(seen).toEqual([
      ['new-message', { message: { id: 1 } }],
      ['read', { conversation_id: 3, up_to: 9 }],
      ['new-request', { request_id: 2 }],
      ['new-order', { order_id: 4 }],
      ['new-payout', { payout_id: 5 }],
    ]);
  });

  it('given presence-online / as members come and go / the online ids follow, and are cleared while disconnected', () => {
    const { hub, fire, moveTo } = setup('connected');
    const members = [{ id: '7' }, { id: '9' }, { id: 'not-a-user' }];
    fire('presence-online:pusher:subscription_succeeded', {
      each: (cb: (m: unknown) => void) => members.forEach(cb),
    });
    expect([...hub.online()]).toEqual([7, 9]);
    fire('presence-online:pusher:member_added', { id: '12', info: { name: 'Siti' } });
    fire('presence-online:pusher:member_removed', { id: '9' });
    expect([...hub.online()]).toEqual([7, 12]);
    moveTo('unavailable');
    expect(hub.online().size).toBe(0);
  });

  it('given a held conversation / when the other person types / they show as typing until ~3 s after their last keystroke', () => {
    const { hub, fire, subscribed } = setup('connected');
    hub.join(3);
    expect(subscribed).toContain('private-conversation.3');
    fire('private-conversation.3:client-typing', { conversation_id: 3, user_id: 9 });
    expect([...hub.typing(3)]).toEqual([9]);
    vi.advanceTimersByTime(TYPING_EXPIRES_MS - 500);
    fire('private-conversation.3:client-typing', { conversation_id: 3, user_id: 9 });
    vi.advanceTimersByTime(TYPING_EXPIRES_MS - 500);
    expect([...hub.typing(3)]).toEqual([9]);
    vi.advanceTimersByTime(500);
    expect(hub.typing(3).size).toBe(0);
  });

  it('given a held conversation / when an event names the user or another conversation / nobody shows as typing', () => {
    const { hub, fire } = setup('connected');
    hub.join(3);
    fire('private-conversation.3:client-typing', { conversation_id: 3, user_id: ME });
    fire('private-conversation.3:client-typing', { conversation_id: 4, user_id: 9 });
    fire('private-conversation.3:client-typing', { nonsense: true });
    expect(hub.typing(3).size).toBe(0);
  });

  it('given a conversation held twice / when both let go / it is unsubscribed once, after the last', () => {
    const { hub, subscribed, unsubscribed } = setup('connected');
    const first = hub.join(3);
    const second = hub.join(3);
    expect(subscribed.filter((name) => name === 'private-conversation.3')).toHaveLength(1);
    first();
    first();
    expect(unsubscribed).toEqual([]);
    second();
    expect(unsubscribed).toEqual(['private-conversation.3']);
  });

  it('given the user typing / on every keystroke / client-typing goes out at most once a second', () => {
    const { hub, triggered } = setup('connected');
    hub.join(3);
    hub.sendTyping(3);
    hub.sendTyping(3);
    vi.advanceTimersByTime(TYPING_THROTTLE_MS - 1);
    hub.sendTyping(3);
    vi.advanceTimersByTime(1);
    hub.sendTyping(3);
    expect(triggered).toEqual([
      {
        channel: 'private-conversation.3',
        event: 'client-typing',
        data: { conversation_id: 3, user_id: ME },
      },
      {
        channel: 'private-conversation.3',
        event: 'client-typing',
        data: { conversation_id: 3, user_id: ME },
      },
    ]);
  });

  it('given a conversation not held, or a channel that refuses / typing / nothing is sent and the next keystroke tries again', () => {
    const { hub, triggered, refuseTriggers } = setup('connected');
    hub.sendTyping(3);
    expect(triggered).toEqual([]);
    hub.join(3);
    refuseTriggers();
    hub.sendTyping(3);
    expect(triggered).toEqual([]);
  });

  it('given a conversation held before pusher-js loaded / on connecting / its channel is subscribed', () => {
    const fake = fakePusher('connecting');
    const hub = createRealtimeHub();
    hub.join(5);
    connectRealtime({ pusher: fake.pusher, userId: ME, hub, socketId: { set: () => {} } });
    expect(fake.subscribed).toContain('private-conversation.5');
  });

  it('given a live connection / on logout / it disconnects, forgets the socket id and is off', () => {
    const { pusher, hub, stop, moveTo, socketIds } = setup();
    moveTo('connected', '1.1');
    stop();
    expect(pusher.disconnect).toHaveBeenCalledOnce();
    expect(socketIds.at(-1)).toBeNull();
    expect(hub.status()).toBe('off');
  });
});
