export { authMachine, type AuthMachine, type AuthSnapshot, type AuthActorRef } from './authMachine';
export {
  selectUser,
  selectIsAdmin,
  selectIsSignedIn,
  selectIsBusy,
  selectError,
  selectIsVerified,
} from './selectors';
export {
  ADMIN_ROLE_ID,
  isAdmin,
  toStoredUser,
  refreshDelayFor,
  storageEntriesFor,
  NETWORK_ERROR,
  SESSION_ENDED_ERROR,
  REFRESH_AT,
  REFRESH_LEAD_MS,
  type StorageKey,
} from './session';
export type { AuthContext, AuthEvent, AuthResult, Credentials, TokenInput } from './types';
// Fakes for stories and tests (no network, no storage).
export * from './fakes';
