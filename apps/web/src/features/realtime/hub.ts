// What the app knows of its realtime connection, kept outside React: the status, who is online,
// who is typing in which conversation, and who listens to which event. The connection
// (connection.ts) writes into it; the hooks read it with useSyncExternalStore, so an event
// re-renders only what reads the part that changed.

export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'unavailable';

/** The events the user's own private channels carry (docs/product.md §4, and the read receipts). */
export const userEvents = [
  'new-message',
  'read',
  'new-request',
  'new-order',
  'new-payout',
  // Sessions of the user ended (logout, a password change or reset, an admin disabling the
  // account): the app asks the server, whose 401 signs this tab out if its session was one.
  'session-ended',
] as const;
export type UserEvent = (typeof userEvents)[number];

export type EventHandler = (data: unknown) => void;

const NOBODY: ReadonlySet<number> = new Set();

export interface RealtimeHub {
  status(): RealtimeStatus;
  online(): ReadonlySet<number>;
  typing(conversationId: number): ReadonlySet<number>;
  /** Re-render on any change (useSyncExternalStore's subscribe). */
  watch(listener: () => void): () => void;
  /** Handlers of one event of the user's channels; the returned function removes it. */
  on(event: UserEvent, handler: EventHandler): () => void;
  /** Called after the connection comes back (events may have been missed meanwhile). */
  onReconnect(handler: () => void): () => void;
  /** The conversation's channel is wanted while anything holds it (counted). */
  join(conversationId: number): () => void;
  /** Tells the other person of the conversation that the user is typing (throttled by the caller). */
  sendTyping(conversationId: number): void;

  // The connection's side.
  setStatus(status: RealtimeStatus): void;
  setOnline(ids: Iterable<number>): void;
  addOnline(id: number): void;
  removeOnline(id: number): void;
  setTyping(conversationId: number, ids: ReadonlySet<number>): void;
  emit(event: UserEvent, data: unknown): void;
  reconnected(): void;
  joined(): number[];
  /** The connection tells the hub how to reach it (join, leave, typing); null when gone. */
  attach(link: HubLink | null): void;
}

/** What the hub asks of the live connection. */
export interface HubLink {
  join(conversationId: number): void;
  leave(conversationId: number): void;
  sendTyping(conversationId: number): void;
}

/** Fixed starting values (stories); a live hub starts 'off' with nobody online. */
export interface HubStart {
  status?: RealtimeStatus;
  online?: Iterable<number>;
  typing?: Record<number, number[]>;
}

export function createRealtimeHub(start: HubStart = {}): RealtimeHub {
  let status: RealtimeStatus = start.status ?? 'off';
  let online: ReadonlySet<number> = start.online ? new Set(start.online) : NOBODY;
  const typing = new Map<number, ReadonlySet<number>>(
    Object.entries(start.typing ?? {}).map(([id, ids]) => [Number(id), new Set(ids)]),
  );
  const watchers = new Set<() => void>();
  const handlers = new Map<UserEvent, Set<EventHandler>>();
  const reconnectHandlers = new Set<() => void>();
  const holds = new Map<number, number>();
  let link: HubLink | null = null;

  const changed = () => watchers.forEach((watcher) => watcher());
  const setOnline = (next: ReadonlySet<number>) => {
    online = next;
    changed();
  };

  return {
    status: () => status,
    online: () => online,
    typing: (conversationId) => typing.get(conversationId) ?? NOBODY,
    watch(listener) {
      watchers.add(listener);
      return () => void watchers.delete(listener);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set.add(handler));
      return () => void set.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    join(conversationId) {
      const count = holds.get(conversationId) ?? 0;
      holds.set(conversationId, count + 1);
      if (count === 0) link?.join(conversationId);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        const left = (holds.get(conversationId) ?? 1) - 1;
        if (left > 0) return void holds.set(conversationId, left);
        holds.delete(conversationId);
        link?.leave(conversationId);
        if (typing.delete(conversationId)) changed();
      };
    },
    sendTyping: (conversationId) => link?.sendTyping(conversationId),

    setStatus(next) {
      if (next === status) return;
      status = next;
      if (next !== 'connected') online = NOBODY;
      changed();
    },
    setOnline: (ids) => setOnline(new Set(ids)),
    addOnline: (id) => !online.has(id) && setOnline(new Set([...online, id])),
    removeOnline: (id) => online.has(id) && setOnline(new Set([...online].filter((other) => other !== id))),
    setTyping(conversationId, ids) {
      if (ids.size === 0) typing.delete(conversationId);
      else typing.set(conversationId, ids);
      changed();
    },
    emit: (event, data) => handlers.get(event)?.forEach((handler) => handler(data)),
    reconnected: () => reconnectHandlers.forEach((handler) => handler()),
    joined: () => [...holds.keys()],
    attach(next) {
      link = next;
    },
  };
}
