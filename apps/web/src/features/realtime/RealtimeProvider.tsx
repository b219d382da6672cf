import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { selectIsSignedIn, selectUser } from '@pinjam/machines';
import { useAuthActor, useAuthSelector } from '../../app/auth';
import {
  createRealtimeHub,
  type EventHandler,
  type RealtimeHub,
  type RealtimeStatus,
  type UserEvent,
} from './hub';
import { realtimeSocketId } from './socketId';

const HubContext = createContext<RealtimeHub | null>(null);
/** Outside a provider (a component story): realtime is off and nothing arrives. */
const offHub = createRealtimeHub();

const useHub = () => useContext(HubContext) ?? offHub;

/** The page's pusher settings (`<meta name="pinjam-realtime">`); none (Storybook, tests): off. */
const pageSettings = () =>
  document.querySelector<HTMLMetaElement>('meta[name="pinjam-realtime"]')?.content || null;

/** Runs `task` once the page has loaded and the browser is idle; the returned function cancels. */
function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: 3000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 200);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * The realtime connection of a signed-in user (mounted once, around the whole app): pusher-js is
 * loaded after the page is interactive, connects with the page's settings, and disconnects on
 * logout. Signed out, or with no settings on the page, the status is 'off'.
 */
export function RealtimeProvider({
  onSessionEnded,
  children,
}: {
  /**
   * Asks the server whether the session still holds (its 401 signs out): called when the server
   * says a session ended (logout elsewhere, a password change or reset, an admin disabling the
   * account) or closes the socket itself.
   */
  onSessionEnded?: () => void;
  children: ReactNode;
}) {
  const [hub] = useState(() => createRealtimeHub());
  const sessionEnded = useRef(onSessionEnded);
  sessionEnded.current = onSessionEnded;
  const user = useAuthSelector(selectUser);
  const userId = user?.id ?? null;
  const auth = useAuthActor();
  const token = useRef<string | null>(null);
  token.current = user?.token ?? null;

  useEffect(() => {
    const settings = userId === null ? null : pageSettings();
    if (userId === null || settings === null) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Only a tab that still thinks it is signed in asks: the one logging out knows already, and
    // its question would only be refused (a 401 in its console).
    const ended = () => {
      if (selectIsSignedIn(auth.getSnapshot())) sessionEnded.current?.();
    };
    hub.setStatus('connecting');
    // A socket the server closed (not a drop: pusher-js says 'disconnected', which reads 'off').
    let was = hub.status();
    const stopWatching = hub.watch(() => {
      const now = hub.status();
      if (was === 'connected' && now === 'off' && !cancelled) ended();
      was = now;
    });
    const stopListening = hub.on('session-ended', ended);
    const cancelIdle = whenIdle(() => {
      import('./live')
        .then(({ startRealtime }) => {
          if (cancelled) return;
          stop = startRealtime({
            settings,
            userId,
            getToken: () => token.current,
            hub,
            socketId: realtimeSocketId,
          });
          if (!stop) hub.setStatus('off');
        })
        .catch(() => !cancelled && hub.setStatus('unavailable'));
    });
    return () => {
      cancelled = true;
      stopWatching();
      stopListening();
      cancelIdle();
      stop?.();
      hub.setStatus('off');
    };
  }, [hub, userId, auth]);

  return <HubContext.Provider value={hub}>{children}</HubContext.Provider>;
}

/**
 * Fixed realtime values for stories and tests: a status, who is online, who is typing in which
 * conversation (`{ [conversationId]: [userId…] }`). Nothing connects; sendTyping does nothing;
 * `onPush` lets a story push events.
 */
export function RealtimeStoryProvider({
  status = 'connected',
  online = [],
  typing = {},
  onPush,
  children,
}: {
  status?: RealtimeStatus;
  online?: number[];
  typing?: Record<number, number[]>;
  /** Given a way to push an event of the user's channels, as the server would (stories of live events). */
  onPush?: (push: (event: UserEvent, data: unknown) => void) => void;
  children: ReactNode;
}) {
  const [hub] = useState(() => createRealtimeHub({ status, online, typing }));
  useEffect(() => onPush?.((event, data) => hub.emit(event, data)), [hub, onPush]);
  return <HubContext.Provider value={hub}>{children}</HubContext.Provider>;
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useRealtimeStatus(): RealtimeStatus {
  const hub = useHub();
  return useSyncExternalStore(hub.watch, hub.status, () => 'off');
}

const nobody: ReadonlySet<number> = new Set();

/** The ids of the members of presence-online (empty while not connected). */
export function useOnlineUsers(): ReadonlySet<number> {
  const hub = useHub();
  return useSyncExternalStore(hub.watch, hub.online, () => nobody);
}

/** Calls the latest `handler` for each `event` on the user's own private channels. */
export function useRealtimeEvent(event: UserEvent, handler: EventHandler): void {
  const hub = useHub();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => hub.on(event, (data) => latest.current(data)), [hub, event]);
}

/** Calls the latest `handler` each time the connection comes back after a drop. */
export function useRealtimeReconnect(handler: () => void): void {
  const hub = useHub();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => hub.onReconnect(() => latest.current()), [hub]);
}

/**
 * Holds `private-conversation.{id}` while mounted: who else is typing there (each for ~3 s after
 * their last keystroke), and `sendTyping` for the user's own keystrokes (throttled).
 */
export function useConversationChannel(conversationId: number | null): {
  typingUserIds: ReadonlySet<number>;
  sendTyping(): void;
} {
  const hub = useHub();
  useEffect(() => (conversationId === null ? undefined : hub.join(conversationId)), [hub, conversationId]);
  const typing = useCallback(
    () => (conversationId === null ? nobody : hub.typing(conversationId)),
    [hub, conversationId],
  );
  const typingUserIds = useSyncExternalStore(hub.watch, typing, () => nobody);
  const sendTyping = useCallback(() => {
    if (conversationId !== null) hub.sendTyping(conversationId);
  }, [hub, conversationId]);
  return { typingUserIds, sendTyping };
}
