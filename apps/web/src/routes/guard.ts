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
 * The navigation guard of docs/product.md §2, as a pure decision: where to send the visitor, or null
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

/**
 * Whether the page may be drawn for this viewer now: never a page they must log in (or be an
 * admin) for. The redirect waits for a navigation to land; meanwhile the router still holds the
 * page being left, and drawing a guarded one for a visitor would send its calls unsigned (a 401
 * for the delivery fee while a visitor is taken from /checkout to the login page).
 */
export function mayShow(handles: ReadonlyArray<RouteHandle | undefined>, state: GuardState): boolean {
  const requiresAuth = handles.some((h) => h?.requiresAuth);
  const requiresAdmin = handles.some((h) => h?.requiresAdmin);
  if (!requiresAuth && !requiresAdmin) return true;
  if (state.restoring || !state.signedIn) return false;
  return !requiresAdmin || state.isAdmin;
}
