import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { FullScreenSpinner, RouteProgress, useMessages } from '@pinjam/ui';
import { routeTitles } from '../routes/titles';
import { shellMessages } from '../app/messages';
import { documentTitle } from '../routes/titleTexts';
import { PageTitleContext } from '../app/pageTitle';
import { useAuth } from '../app/auth';
import { useUiState } from '../app/ui-state';
import { Toasts } from '../app/Toasts';
import { guardRedirect, mayShow } from '../routes/guard';
import type { RouteHandle } from '../routes/paths';
import { PageScroll } from './PageScroll';

/**
 * Around every page: scroll to top on navigation and restore on back (ScrollRestoration), the
 * route loading bar, the full-screen spinner for the global loading flag, the guard, the title
 * and the toasts.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const handles = useMatches().map((m) => m.handle as RouteHandle | undefined);
  const auth = useAuth();
  const { loading } = useUiState();
  const titles = useMessages(routeTitles);
  const shell = useMessages(shellMessages);
  const last = handles.at(-1);
  const routeTitle = last ? titles[last.name] : undefined;
  // A page may name itself after what it shows (usePageTitle); the route's title until then.
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const title = pageTitle ?? routeTitle;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  // While a navigation is under way the matches are the old page's: judge the new one when it
  // lands. Logging out waits too, then goes home (docs/product.md §4) instead of to /login.
  const guardState = {
    restoring: auth.restoring || auth.loggingOut,
    signedIn: auth.isSignedIn,
    isAdmin: auth.isAdmin,
    returnTo: (location.state as { from?: string } | null)?.from,
  };
  const redirect = navigation.state === 'idle' ? guardRedirect(handles, guardState) : null;
  // Until then the page being left stays, unless this viewer may not see it at all.
  const show = redirect === null && mayShow(handles, guardState);

  return (
    <PageTitleContext.Provider value={setPageTitle}>
      <PageScroll />
      <RouteProgress active={navigation.state === 'loading'} />
      {loading || redirect === undefined ? <FullScreenSpinner /> : null}
      {redirect ? (
        <Navigate
          to={redirect}
          replace
          state={{
            from: location.pathname + location.search,
            // Why the login page is asked, where the route has a reason to give.
            notice: last?.name === 'checkout' ? shell.loginToCheckOut : undefined,
          }}
        />
      ) : null}
      {show ? <Outlet /> : null}
      <Toasts />
    </PageTitleContext.Provider>
  );
}
