import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import {
  keyOf,
  keyStartsWith,
  messageKeys,
  orders,
  requestKeys,
  useApiClient,
  type RevalidateTarget,
} from '@pinjam/api';
import {
  selectUser,
  type NotificationRoute,
  type NotificationsActorRef,
  type RealtimeEventName,
} from '@pinjam/machines';
import { AuthContext } from '../../app/auth';
import { useRealtimeEvent, useRealtimeReconnect } from '../realtime';
import type { BellPanel, bellBadge } from './bell';

export interface Bell {
  actor: NotificationsActorRef;
  /** The lazily loaded machine's view and panel. */
  view: { bellBadge: typeof bellBadge; BellPanel: typeof BellPanel };
  /** The bell (inside the router) says how to navigate; until then opening only clears. */
  navigateWith: { current: ((route: NotificationRoute) => void) | null };
}

const BellContext = createContext<Bell | null>(null);

/** The signed-in user's bell, or null for a visitor (and until its code has loaded). */
export const useBell = () => useContext(BellContext);

const orderLists = [keyStartsWith(keyOf(orders.mine)), keyStartsWith(keyOf(orders.customers))];

/** Which SWR reads each realtime event makes stale, besides the bell (seed section 4). */
const staleAfter: Record<RealtimeEventName, RevalidateTarget[]> = {
  'new-message': [],
  'new-request': [requestKeys.forMyItems, requestKeys.mine],
  'new-order': orderLists,
  'new-payout': [],
};

/** The conversation a new-message event is about, when it says. */
const conversationOf = (data: unknown): number | null => {
  const id = (data as { message?: { conversation_id?: unknown } } | null)?.message?.conversation_id;
  return typeof id === 'number' ? id : null;
};

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
    void import('./bell').then(({ startBell, bellBadge, BellPanel }) => {
      if (cancelled) return;
      const actor = startBell({
        client,
        navigate: (route) => navigateWith.current?.(route),
        refreshConversations: () => void mutate(messageKeys.conversations),
      });
      live = { actor, view: { bellBadge, BellPanel }, navigateWith };
      setBell(live);
    });
    return () => {
      cancelled = true;
      live?.actor.stop();
      setBell(null);
    };
  }, [client, mutate, userId]);

  const actor = useRef<NotificationsActorRef | null>(null);
  actor.current = bell?.actor ?? null;
  const pushed = (event: RealtimeEventName) => {
    actor.current?.send({ type: 'notifications.realtime', event });
    staleAfter[event].forEach((key) => void mutate(key));
  };
  useRealtimeEvent('new-message', (data) => {
    pushed('new-message');
    const conversation = conversationOf(data);
    if (conversation !== null) void mutate(messageKeys.thread(conversation));
  });
  useRealtimeEvent('new-request', () => pushed('new-request'));
  useRealtimeEvent('new-order', () => pushed('new-order'));
  useRealtimeEvent('new-payout', () => pushed('new-payout'));
  // Back after a drop: anything may have been pushed meanwhile (a message refreshes the most).
  useRealtimeReconnect(() => {
    pushed('new-message');
    [...staleAfter['new-request'], ...orderLists].forEach((key) => void mutate(key));
  });
  return userId === null ? null : bell;
}

/**
 * The bell's notifications for the signed-in user (mounted once, inside the realtime provider):
 * loaded when they sign in, refreshed by the realtime events, gone when they log out.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const userId = AuthContext.useSelector((snapshot) => selectUser(snapshot)?.id ?? null);
  const bell = useSignedInBell(userId);
  return <BellContext.Provider value={bell}>{children}</BellContext.Provider>;
}
