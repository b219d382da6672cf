import { useNavigate } from 'react-router-dom';
import { Navbar } from '@pinjam/ui';
import { useAuth } from '../app/auth';
import { useCart } from '../app/cart';
import { useHydrated } from '../app/hydration';
import { useUiState } from '../app/ui-state';
import { pathTo } from '../routes/paths';
import { useNotificationBell } from '../features/notifications';

/**
 * The navbar wired to the session, the shared search term, the cart and the notification bell with
 * its panel.
 */
export function AppNavbar() {
  const auth = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const { searchTerm, setSearchTerm } = useUiState();
  // The server drew a visitor's navbar with an empty cart (it cannot read the browser's storage):
  // hydrate exactly that, then show the session and the cart. Until the session is restored,
  // html[data-session] shows a greeting instead of Login and Signup (boot.js, the Navbar).
  const hydrated = useHydrated();
  const user =
    hydrated && auth.user
      ? { name: auth.user.name, avatarUrl: auth.user.avatar?.path ?? null, isAdmin: auth.isAdmin }
      : null;
  const bell = useNotificationBell(hydrated);
  return (
    <>
      <Navbar
        user={user}
        cartCount={hydrated ? cart.count : 0}
        {...bell.navbar}
        searchTerm={searchTerm}
        onSearchChange={setSearchTerm}
        onSearchSubmit={(term) => navigate(`${pathTo('search')}?${new URLSearchParams({ q: term })}`)}
        onLogout={auth.logout}
      />
      {bell.panel}
    </>
  );
}
