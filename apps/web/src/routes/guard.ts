import type { RouteHandle } from './paths';
import { pathTo } from './paths';

export interface GuardState {
  restoring: boolean;
  signedIn: boolean;
  isAdmin: boolean;
  /** Where a visitor was sent to log in from (the redirect's state.from): back there afterwards. */
  returnTo?: string | null;
}

/** Only a path of this site: '/view-item/3', never '//evil.example' or 'https://…'. */
const isOwnPath = (path: string | null | undefined): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * The navigation guard of seed section 2, as a pure decision: where to send the visitor, or null
 * to let the page show. `undefined` means "wait" (the stored session is still being read).
 */
export function guardRedirect(
  handles: ReadonlyArray<RouteHandle | undefined>,
  state: GuardState,
): string | null | undefined {
  const requiresAuth = handles.some((h) => h?.requiresAuth);
  const requiresAdmin = handles.some((h) => h?.requiresAdmin);
  const guestOnly = handles.some((h) => h?.guestOnly);
  if (!requiresAuth && !requiresAdmin && !guestOnly) return null;
  if (state.restoring) return undefined;
  if ((requiresAuth || requiresAdmin) && !state.signedIn) return pathTo('login');
  if (guestOnly && state.signedIn) return isOwnPath(state.returnTo) ? state.returnTo : pathTo('dashboard');
  if (requiresAdmin && !state.isAdmin) return pathTo('dashboard');
  return null;
}
