import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { FullScreenSpinner, RouteProgress } from '@pinjam/ui';
import { useAuth } from '../app/auth';
import { useUiState } from '../app/ui-state';
import { guardRedirect } from '../routes/guard';
import type { RouteHandle } from '../routes/paths';

/**
 * Around every page: scroll to top on navigation and restore on back (ScrollRestoration), the
 * route loading bar, the full-screen spinner for the global loading flag, the guard and the title.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const handles = useMatches().map((m) => m.handle as RouteHandle | undefined);
  const auth = useAuth();
  const { loading } = useUiState();
  const title = handles.at(-1)?.title;

  useEffect(() => {
    document.title = title ? `${title} · Pinjam` : 'Pinjam';
  }, [title]);

  const redirect = guardRedirect(handles, {
    restoring: auth.restoring,
    signedIn: auth.isSignedIn,
    isAdmin: auth.isAdmin,
  });

  return (
    <>
      <ScrollRestoration />
      <RouteProgress active={navigation.state === 'loading'} />
      {loading || redirect === undefined ? <FullScreenSpinner /> : null}
      {redirect ? <Navigate to={redirect} replace state={{ from: location.pathname }} /> : null}
      {redirect === null ? <Outlet /> : null}
    </>
  );
}
