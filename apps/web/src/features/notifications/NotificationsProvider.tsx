import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import {
  keyOf,
  keyStartsWith,
  messageKeys,
  notificationCalls,
  orders,
  requestKeys,
  useApiClient,
  type ApiClient,
  type RevalidateTarget,
} from '@pinjam/api';
import {
  notificationsMachine,
  selectUser,
  type NotificationRoute,
  type NotificationsActorRef,
  type NotificationTarget,
  type RealtimeEventName,
} from '@pinjam/machines';
import { AuthContext } from '../../app/auth';
import { useRealtimeEvent, useRealtimeReconnect } from '../realtime';

export interface NotificationsServices {
  client: ApiClient;
  /** Goes to a notification's route (the bell hands in react-router's navigate). */
  navigate: (route: NotificationRoute) => void;
  /** Reloads the conversations and any open thread (a new message arrived). */
  refreshConversations: () => void;
}

/** The notifications machine with the app's effects: the notifications calls, the router, SWR. */
export function notificationsLogic({ client, navigate, refreshConversations }: NotificationsServices) {
  const calls = notificationCalls(client);
  return notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(({ signal }) => calls.load(signal)),
      dismissKind: fromPromise<void, NotificationTarget>(({ input, signal }) => calls.clear(input, signal)),
      dismissAll: fromPromise(({ signal }) => calls.clearAll(signal)),
    },
    actions: {
      navigate: (_, route) => navigate(route),
      refreshConversations: () => refreshConversations(),
    },
  });
}

interface Bell {
  actor: NotificationsActorRef;
  /** The bell (inside the router) says how to navigate; until then opening only clears. */
  navigateWith: { current: ((route: NotificationRoute) => void) | null };
}

const BellContext = createContext<Bell | null>(null);

/** The signed-in user's notifications actor, or null for a visitor. */
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

/** The actor of one signed-in user, fed by the realtime events; handed up while it lives. */
function BellActor({ onBell }: { onBell: (bell: Bell | null) => void }) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const navigateWith = useRef<Bell['navigateWith']['current']>(null);
  const logic = useMemo(
    () =>
      notificationsLogic({
        client,
        navigate: (route) => navigateWith.current?.(route),
        refreshConversations: () => void mutate(messageKeys.conversations),
      }),
    [client, mutate],
  );
  const actor = useActorRef(logic);
  useEffect(() => {
    onBell({ actor, navigateWith });
    return () => onBell(null);
  }, [actor, onBell]);

  const pushed = (event: RealtimeEventName) => () => {
    actor.send({ type: 'notifications.realtime', event });
    staleAfter[event].forEach((key) => void mutate(key));
  };
  useRealtimeEvent('new-message', (data) => {
    pushed('new-message')();
    const conversation = conversationOf(data);
    if (conversation !== null) void mutate(messageKeys.thread(conversation));
  });
  useRealtimeEvent('new-request', pushed('new-request'));
  useRealtimeEvent('new-order', pushed('new-order'));
  useRealtimeEvent('new-payout', pushed('new-payout'));
  // Back after a drop: anything may have been pushed meanwhile (a message refreshes the most).
  useRealtimeReconnect(() => {
    pushed('new-message')();
    staleAfter['new-request'].concat(orderLists).forEach((key) => void mutate(key));
  });
  return null;
}

/**
 * The bell's notifications for the signed-in user (mounted once, inside the realtime provider):
 * loaded when they sign in, refreshed by the realtime events, gone when they log out.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const userId = AuthContext.useSelector((snapshot) => selectUser(snapshot)?.id ?? null);
  const [bell, setBell] = useState<Bell | null>(null);
  return (
    <BellContext.Provider value={userId === null ? null : bell}>
      {userId !== null && <BellActor key={userId} onBell={setBell} />}
      {children}
    </BellContext.Provider>
  );
}
