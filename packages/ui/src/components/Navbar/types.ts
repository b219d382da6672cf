/** Who is signed in, as the navigation needs it. */
export interface NavUser {
  name: string;
  avatarUrl?: string | null;
  isAdmin?: boolean;
}

/** What the Navbar and the MobileMenu both show and report. */
export interface NavContentProps {
  /** null when logged out. */
  user: NavUser | null;
  cartCount?: number;
  notificationCount?: number;
  /** Shows the dot on the bell. */
  hasUnread?: boolean;
  /** The shared search term; leave undefined to let the box hold its own. */
  searchTerm?: string;
  onSearchChange?: (term: string) => void;
  onSearchSubmit?: (term: string) => void;
  onBellClick?: () => void;
  /** Whether the notifications panel the bell opens is open (the bell's aria-expanded). */
  bellExpanded?: boolean;
  /** The id of that panel (the bell's aria-controls). */
  bellControls?: string;
  onLogout?: () => void;
}
