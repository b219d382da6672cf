import type { AuthSnapshot } from './authMachine';
import { isAdmin } from './session';

// For `useSelector(authActor, selectX)` in the app and for route guards (docs/product.md §2).
export const selectUser = (snapshot: AuthSnapshot) => snapshot.context.user;
export const selectIsAdmin = (snapshot: AuthSnapshot) => isAdmin(snapshot.context.user);
export const selectIsSignedIn = (snapshot: AuthSnapshot) => snapshot.matches('signedIn');
/** Restoring, logging in or logging out: forms and route guards should wait. A background refresh is not busy. */
export const selectIsBusy = (snapshot: AuthSnapshot) =>
  snapshot.matches('restoring') || snapshot.matches('loggingIn') || snapshot.matches('loggingOut');
export const selectError = (snapshot: AuthSnapshot) => snapshot.context.error;
/** Identity verified (meta.is_verified): needed to rent and to list for rent; the checkout's input. */
export const selectIsVerified = (snapshot: AuthSnapshot) => snapshot.context.user?.meta.is_verified === true;
