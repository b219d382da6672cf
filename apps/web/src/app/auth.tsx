import { createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  authMachine,
  selectError,
  selectIsAdmin,
  selectIsBusy,
  selectIsSignedIn,
  selectUser,
} from '@pinjam/machines';
import { useHydrated } from './hydration';
import type { AuthResult, Credentials, TokenInput } from '@pinjam/machines';
import { auth, type ApiClient, type ApiResult, type Session, type User } from '@pinjam/api';
import type { SessionStorage } from './storage';

export const AuthContext = createActorContext(authMachine);

const toAuthResult = (result: ApiResult<Session>): AuthResult =>
  result.ok ? { ok: true, session: result.data } : { ok: false, error: result.error, status: result.status };

export interface AuthServices {
  client: ApiClient;
  storage: SessionStorage;
  /** Logout returns to the root path (docs/product.md §4). */
  navigateHome: () => void;
}

/** The auth machine with the app's side effects: the API, the browser storage and the router. */
export function authLogic({ client, storage, navigateHome }: AuthServices) {
  return authMachine.provide({
    actors: {
      loadSession: fromPromise(async () => storage.read()),
      login: fromPromise<AuthResult, Credentials>(async ({ input }) =>
        toAuthResult(await client.call(auth.login, { body: input })),
      ),
      refresh: fromPromise<AuthResult, TokenInput>(async () => toAuthResult(await client.call(auth.refresh))),
      logout: fromPromise<unknown, TokenInput>(async () => client.call(auth.logout)),
    },
    actions: {
      persistSession: (_, params) => storage.write(params.user),
      clearSession: () => storage.clear(),
      navigateHome: () => navigateHome(),
    },
  });
}

export function AuthProvider({ services, children }: { services: AuthServices; children: ReactNode }) {
  const logic = useMemo(() => authLogic(services), [services]);
  return <AuthContext.Provider logic={logic}>{children}</AuthContext.Provider>;
}

/** What pages need of the session. The commands are stable across renders. */
export function useAuth() {
  const actor = AuthContext.useActorRef();
  const user = AuthContext.useSelector(selectUser);
  const isAdmin = AuthContext.useSelector(selectIsAdmin);
  const isSignedIn = AuthContext.useSelector(selectIsSignedIn);
  const busy = AuthContext.useSelector(selectIsBusy);
  const error = AuthContext.useSelector(selectError);
  const restoring = AuthContext.useSelector((s) => s.matches('restoring'));
  const loggingOut = AuthContext.useSelector((s) => s.matches('loggingOut'));
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
