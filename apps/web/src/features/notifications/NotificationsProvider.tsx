import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '@pinjam/api';
import {
  selectUser,
  type NotificationRoute,
  type NotificationsActorRef,
  type RealtimeEventName,
} from '@pinjam/machines';
import { useAuthSelector } from '../../app/auth';
import { useRealtimeEvent, useRealtimeReconnect } from '../realtime';
import type { BellPanel, bellBadge, pushed, reconnected } from './bell';

export interface Bell {
  actor: NotificationsActorRef;
  /** The lazily loaded machine's view and panel. */
  view: { bellBadge: typeof bellBadge; BellPanel: typeof BellPanel };
  /** What a pushed event and a reconnect do (loaded with the machine). */
  on: { pushed: typeof pushed; reconnected: typeof reconnected };
  /** The bell (inside the router) says how to navigate; until then opening only clears. */
  navigateWith: { current: ((route: NotificationRoute) => void) | null };
}

const BellContext = createContext<Bell | null>(null);

/** The signed-in user's bell, or null for a visitor (and until its code has loaded). */
export const useBell = () => useContext(BellContext);

/** Starts one signed-in user's actor once its code has loaded, and feeds it the realtime events. */
function useSignedInBell(userId: number | null): Bell | null {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [bell, setBell] = useState<Bell | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let live: Bell | null = null;
    let cancelled = false;
    const navigateWith: Bell['navigateWith'] = { current: null };
    void import('./bell').then(({ startBell, bellBadge, BellPanel, pushed, reconnected }) => {
      if (cancelled) return;
      const actor = startBell({
        client,
        navigate: (route) => navigateWith.current?.(route),
        mutate,
      });
      live = { actor, view: { bellBadge, BellPanel }, on: { pushed, reconnected }, navigateWith };
      setBell(live);
    });
    return () => {
      cancelled = true;
      live?.actor.stop();
      setBell(null);
    };
  }, [client, mutate, userId]);

  // Events before the machine has loaded are covered by its first load.
  const latest = useRef<Bell | null>(null);
  latest.current = bell;
  const push = (event: RealtimeEventName) => (data: unknown) => {
    const live = latest.current;
    live?.on.pushed(live.actor, mutate, event, data);
  };
  useRealtimeEvent('new-message', push('new-message'));
  useRealtimeEvent('new-request', push('new-request'));
  useRealtimeEvent('new-order', push('new-order'));
  useRealtimeEvent('new-payout', push('new-payout'));
  useRealtimeReconnect(() => {
    const live = latest.current;
    live?.on.reconnected(live.actor, mutate);
  });
  return userId === null ? null : bell;
}

/**
 * The bell's notifications for the signed-in user (mounted once, inside the realtime provider):
 * loaded when they sign in, refreshed by the realtime events, gone when they log out.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const userId = useAuthSelector((snapshot) => selectUser(snapshot)?.id ?? null);
  const bell = useSignedInBell(userId);
  return <BellContext.Provider value={bell}>{children}</BellContext.Provider>;
}
