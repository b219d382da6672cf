import { useEffect, useRef, type ReactNode } from 'react';
import { SWRConfig, type Cache, type Middleware } from 'swr';
import { ApiProvider, useCurrentUser, type ApiClient } from '@pinjam/api';
import { selectIsSignedIn, selectUser } from '@pinjam/machines';
import { account } from '@pinjam/api/contract';
import {
  formatDate,
  formatMoney,
  moneyInputText,
  parseMoney,
  rentalDays,
  todayInBrunei,
} from '@pinjam/api/domain';
import { DomainProvider, type UiDomain } from '@pinjam/ui';
import { AuthProvider, useAuthActor, useAuthSelector, type AuthServices } from './auth';
import { CartProvider, type CartStorage } from './cart';
import { UiStateProvider } from './ui-state';
import { AppThemeProvider, type ThemeStore } from './theme';
import { unauthorizedEvents } from './api';
import { RealtimeProvider } from '../features/realtime';
import { NotificationsProvider } from '../features/notifications';

/** The shared domain's rules, as ui shows money and dates with them (decision 0021). */
const domain: UiDomain = { formatMoney, formatDate, todayInBrunei, rentalDays, parseMoney, moneyInputText };

/** Sends 'auth.unauthorized' to the auth actor whenever any call answers 401 (docs/product.md §8). */
function UnauthorizedBridge() {
  const actor = useAuthActor();
  useEffect(() => unauthorizedEvents.subscribe(() => actor.send({ type: 'auth.unauthorized' })), [actor]);
  return null;
}

/**
 * Refreshes the user cached at login (local storage) from the server once the session is restored,
 * so the navbar's name and avatar follow the account, not the copy kept since login. Once per
 * signed-in user: later changes come from the settings' answers (useSectionSave's updateUser).
 */
function CachedUserRefresh() {
  const actor = useAuthActor();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const userId = useAuthSelector((s) => selectUser(s)?.id);
  const refreshed = useRef<number | null>(null);
  const { data } = useCurrentUser(signedIn && refreshed.current !== userId);
  useEffect(() => {
    if (!data || data.user.id !== userId || refreshed.current === userId) return;
    refreshed.current = userId;
    actor.send({ type: 'auth.userUpdated', user: data.user });
  }, [actor, data, userId]);
  return null;
}

/**
 * Lifts `<html data-session>` (set by /boot.js when the browser holds a session, see the navbar's
 * GUEST_ONLY_PENDING) once the auth actor has restored it, or found it gone.
 */
function SessionRestoredMark() {
  const restoring = useAuthSelector((s) => s.matches('restoring'));
  useEffect(() => {
    if (!restoring) delete document.documentElement.dataset.session;
  }, [restoring]);
  return null;
}

/**
 * Everything a page expects around it: API client, SWR, the auth and cart actors, UI state, the
 * theme choice and the domain's rules for ui.
 */
export function AppProviders({
  client,
  services,
  swrProvider,
  fallback,
  swrUse,
  cartStorage,
  themeStore,
  children,
}: {
  client: ApiClient;
  services: AuthServices;
  swrProvider?: () => Cache;
  /** Answers the page already has (the server puts the home page's in index.html), by SWR key. */
  fallback?: Record<string, unknown>;
  /** SWR middleware (the server's renderer learns which answers a page reads). */
  swrUse?: Middleware[];
  /** Where the cart is kept; the browser's local storage unless told (the server has none). */
  cartStorage?: CartStorage;
  /** Where the theme choice is kept; the browser's local storage unless told. */
  themeStore?: ThemeStore;
  children: ReactNode;
}) {
  return (
    <SWRConfig
      value={{
        ...(swrProvider && { provider: swrProvider }),
        ...(fallback && { fallback }),
        ...(swrUse && { use: swrUse }),
      }}
    >
      <ApiProvider client={client}>
        <AuthProvider services={services}>
          <UnauthorizedBridge />
          <SessionRestoredMark />
          <CachedUserRefresh />
          <RealtimeProvider onSessionEnded={() => void client.call(account.get)}>
            <NotificationsProvider>
              <CartProvider storage={cartStorage}>
                <UiStateProvider>
                  <AppThemeProvider store={themeStore}>
                    <DomainProvider value={domain}>{children}</DomainProvider>
                  </AppThemeProvider>
                </UiStateProvider>
              </CartProvider>
            </NotificationsProvider>
          </RealtimeProvider>
        </AuthProvider>
      </ApiProvider>
    </SWRConfig>
  );
}
