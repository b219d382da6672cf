import { useNavigate } from 'react-router-dom';
import { Navbar } from '@pinjam/ui';
import { useAuth } from '../app/auth';
import { useCart } from '../app/cart';
import { useUiState } from '../app/ui-state';
import { pathTo } from '../routes/paths';

/** The navbar wired to the session, the shared search term, the cart and (later) notifications. */
export function AppNavbar() {
  const auth = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const { searchTerm, setSearchTerm } = useUiState();
  const user = auth.user
    ? { name: auth.user.name, avatarUrl: auth.user.avatar?.path ?? null, isAdmin: auth.isAdmin }
    : null;
  return (
    <Navbar
      user={user}
      cartCount={cart.count}
      notificationCount={0}
      hasUnread={false}
      searchTerm={searchTerm}
      onSearchChange={setSearchTerm}
      onSearchSubmit={(term) => navigate(`${pathTo('search')}?${new URLSearchParams({ q: term })}`)}
      onLogout={auth.logout}
    />
  );
}
