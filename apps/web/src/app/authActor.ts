// The auth actor itself: xstate, the auth machine and the app's side effects. Loaded only when a
// visit needs it (a stored session, a login; app/auth.tsx and decision 0049).
import { createActor, fromPromise } from 'xstate';
import { authMachine, type AuthResult, type Credentials, type TokenInput } from '@pinjam/machines';
import { auth, type ApiResult, type Session } from '@pinjam/api';
import type { AuthServices } from './auth';

const toAuthResult = (result: ApiResult<Session>): AuthResult =>
  result.ok ? { ok: true, session: result.data } : { ok: false, error: result.error, status: result.status };

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

/** A started auth actor. */
export const createAuthActor = (services: AuthServices) => () => createActor(authLogic(services)).start();
