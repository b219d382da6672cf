// One pusher-js client bound to the hub: the user's own private channels, presence-online, the
// conversations something holds, the connection's state and socket id. Written against the few
// parts of pusher-js it uses, so tests drive it with a fake client (no network).
import { channels, realtimeEvents, SESSION_ENDED_EVENT } from '@pinjam/api/contract';
import type { HubLink, RealtimeHub, RealtimeStatus, UserEvent } from './hub';

type Callback = (data: never) => void;

export interface ChannelLike {
  bind(event: string, callback: Callback): unknown;
  trigger(event: string, data: unknown): boolean;
}

/** The parts of pusher-js's `Pusher` used here. */
export interface PusherLike {
  connection: {
    state: string;
    socket_id?: string;
    bind(event: string, callback: Callback): unknown;
  };
  subscribe(channelName: string): ChannelLike;
  unsubscribe(channelName: string): void;
  signin(): void;
  disconnect(): void;
}

/** Where the API client reads the socket id it sends while connected (docs/product.md §7). */
export interface SocketIdSink {
  set(socketId: string | null): void;
}

export interface ConnectOptions {
  pusher: PusherLike;
  userId: number;
  hub: RealtimeHub;
  socketId: SocketIdSink;
}

/** Someone typing shows for this long after their last client-typing. */
export const TYPING_EXPIRES_MS = 3000;
/** The user's own typing goes out at most this often per conversation (the endpoint allows 10 a second). */
export const TYPING_THROTTLE_MS = 1000;

/** pusher-js's connection states as the app shows them. */
export function statusOf(state: string): RealtimeStatus {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'initialized':
    case 'connecting':
      return 'connecting';
    case 'unavailable':
    case 'failed':
      return 'unavailable';
    default:
      return 'off';
  }
}

/** The user's channels and the events each carries (docs/product.md "Messages and notifications"). */
export function userChannels(userId: number): [string, UserEvent[]][] {
  return [
    [channels.chat(userId), [realtimeEvents.newMessage, realtimeEvents.read, SESSION_ENDED_EVENT]],
    [channels.request(userId), [realtimeEvents.newRequest]],
    [channels.order(userId), [realtimeEvents.newOrder]],
    [channels.payout(userId), [realtimeEvents.newPayout]],
  ];
}

const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Binds the client to the hub; the returned function disconnects and forgets. */
export function connectRealtime({ pusher, userId, hub, socketId }: ConnectOptions): () => void {
  let everConnected = false;
  const onState = ({ current }: { current: string }) => {
    const status = statusOf(current);
    socketId.set(status === 'connected' ? (pusher.connection.socket_id ?? null) : null);
    hub.setStatus(status);
    if (status !== 'connected') return;
    // Back after a drop: what was pushed meanwhile was lost, the hub's listeners load again.
    if (everConnected) hub.reconnected();
    everConnected = true;
  };
  pusher.connection.bind('state_change', onState);
  onState({ current: pusher.connection.state });

  pusher.signin();
  for (const [name, events] of userChannels(userId)) {
    const channel = pusher.subscribe(name);
    for (const event of events) channel.bind(event, ((data: unknown) => hub.emit(event, data)) as Callback);
  }

  const online = pusher.subscribe(channels.online);
  online.bind('pusher:subscription_succeeded', ((members: {
    each(cb: (m: { id: unknown }) => void): void;
  }) => {
    const ids: number[] = [];
    members.each((member) => {
      const id = idOf(member.id);
      if (id !== null) ids.push(id);
    });
    hub.setOnline(ids);
  }) as Callback);
  online.bind('pusher:member_added', ((member: { id: unknown }) => {
    const id = idOf(member.id);
    if (id !== null) hub.addOnline(id);
  }) as Callback);
  online.bind('pusher:member_removed', ((member: { id: unknown }) => {
    const id = idOf(member.id);
    if (id !== null) hub.removeOnline(id);
  }) as Callback);

  const conversations = conversationLink(pusher, userId, hub);
  hub.attach(conversations.link);
  hub.joined().forEach((id) => conversations.link.join(id));

  return () => {
    hub.attach(null);
    conversations.forget();
    pusher.disconnect();
    socketId.set(null);
    hub.setStatus('off');
  };
}

// ---------------------------------------------------------------------------------------------
// Conversations: typing travels as client events on private-conversation.{id}.

function conversationLink(pusher: PusherLike, userId: number, hub: RealtimeHub) {
  const open = new Map<number, ChannelLike>();
  const expiries = new Map<string, ReturnType<typeof setTimeout>>();
  const lastSent = new Map<number, number>();
  const typists = new Map<number, Set<number>>();

  const stopTyping = (conversationId: number, typist: number) => {
    expiries.delete(`${conversationId}:${typist}`);
    const ids = new Set(typists.get(conversationId));
    if (!ids.delete(typist)) return;
    typists.set(conversationId, ids);
    hub.setTyping(conversationId, ids);
  };
  const typed = (conversationId: number, data: { user_id?: unknown; conversation_id?: unknown }) => {
    const typist = idOf(data?.user_id);
    if (typist === null || typist === userId || idOf(data?.conversation_id) !== conversationId) return;
    const key = `${conversationId}:${typist}`;
    clearTimeout(expiries.get(key));
    expiries.set(
      key,
      setTimeout(() => stopTyping(conversationId, typist), TYPING_EXPIRES_MS),
    );
    const ids = typists.get(conversationId) ?? new Set();
    if (ids.has(typist)) return;
    const next = new Set([...ids, typist]);
    typists.set(conversationId, next);
    hub.setTyping(conversationId, next);
  };
  const dropTimers = (conversationId?: number) => {
    for (const [key, timer] of expiries) {
      if (conversationId !== undefined && !key.startsWith(`${conversationId}:`)) continue;
      clearTimeout(timer);
      expiries.delete(key);
    }
  };

  const link: HubLink = {
    join(conversationId) {
      if (open.has(conversationId)) return;
      const channel = pusher.subscribe(channels.conversation(conversationId));
      channel.bind(realtimeEvents.typing, ((data: { user_id?: unknown }) =>
        typed(conversationId, data)) as Callback);
      open.set(conversationId, channel);
    },
    leave(conversationId) {
      if (!open.delete(conversationId)) return;
      pusher.unsubscribe(channels.conversation(conversationId));
      dropTimers(conversationId);
      typists.delete(conversationId);
      lastSent.delete(conversationId);
    },
    sendTyping(conversationId) {
      const channel = open.get(conversationId);
      const now = Date.now();
      if (!channel || now - (lastSent.get(conversationId) ?? -Infinity) < TYPING_THROTTLE_MS) return;
      // Refused (not subscribed yet): the next keystroke tries again.
      if (channel.trigger(realtimeEvents.typing, { conversation_id: conversationId, user_id: userId }))
        lastSent.set(conversationId, now);
    },
  };
  return { link, forget: () => dropTimers() };
}
