import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  selectError,
  selectIsAdmin,
  selectIsBusy,
  selectIsSignedIn,
  selectUser,
  type AuthEvent,
  type AuthSnapshot,
} from '@pinjam/machines';
import { useHydrated } from './hydration';
import type { ApiClient, User } from '@pinjam/api';
import type { SessionStorage } from './storage';
import { standIn, type OnDemand } from './onDemand';
import { useActorOnDemand, useOnDemandSnapshot } from './useOnDemand';

export interface AuthServices {
  client: ApiClient;
  storage: SessionStorage;
  /** Logout returns to the root path (docs/product.md §4). */
  navigateHome: () => void;
}

type AuthStore = OnDemand<AuthSnapshot, AuthEvent>;
const AuthStoreContext = createContext<AuthStore | null>(null);

const signedOut = standIn<AuthSnapshot>('signedOut', { user: null, error: null });

/**
 * The session's actor, made on demand (decision 0049): at once when the browser holds a session,
 * else on the first command (a login, say). Until then a visitor is signed out, as restoring
 * would find, and the auth machine's code is not loaded.
 */
export function AuthProvider({ services, children }: { services: AuthServices; children: ReactNode }) {
  const store = useActorOnDemand<AuthSnapshot, AuthEvent>({
    context: { user: null, error: null },
    nothing: signedOut,
    load: async () => (await import('./authActor')).createAuthActor(services),
    holds: () => services.storage.read() !== null,
  });
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth needs an AuthProvider above it');
  return store;
}

/** A value read from the session's snapshot (the stand-in's until there is an actor). */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return selector(useOnDemandSnapshot(useAuthStore()));
}

/** The session's actor as the app's parts use it: send it events, read its snapshot. */
export function useAuthActor(): Pick<AuthStore, 'send' | 'getSnapshot'> {
  return useAuthStore();
}

/** What pages need of the session. The commands are stable across renders. */
export function useAuth() {
  const actor = useAuthActor();
  const user = useAuthSelector(selectUser);
  const isAdmin = useAuthSelector(selectIsAdmin);
  const isSignedIn = useAuthSelector(selectIsSignedIn);
  const busy = useAuthSelector(selectIsBusy);
  const error = useAuthSelector(selectError);
  const restoring = useAuthSelector((s) => s.matches('restoring'));
  const loggingOut = useAuthSelector((s) => s.matches('loggingOut'));
  const commands = useMemo(
    () => ({
      login: (email: string, password: string) => actor.send({ type: 'auth.login', email, password }),
      logout: () => actor.send({ type: 'auth.logout' }),
      clearError: () => actor.send({ type: 'auth.clearError' }),
      /** The signed-in user changed (a new name or avatar in settings): the navbar shows it at once. */
      updateUser: (changes: Partial<User>) => actor.send({ type: 'auth.userUpdated', user: changes }),
    }),
    [actor],
  );
  return { user, isAdmin, isSignedIn, busy, error, restoring, loggingOut, ...commands };
}

/**
 * The session as a page the server drew must show it while React hydrates it: a visitor's whose
 * session is still being restored (the server knows no session, decision 0013), then the real
 * one. A part that reads it so hydrates without a mismatch (React error #418) even when the
 * session was restored before the part's turn came.
 */
export function useDrawnAuth(): ReturnType<typeof useAuth> {
  const auth = useAuth();
  const hydrated = useHydrated();
  return hydrated ? auth : { ...auth, user: null, isAdmin: false, isSignedIn: false, restoring: true };
}
