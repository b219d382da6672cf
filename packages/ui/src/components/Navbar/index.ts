export { Navbar, Brand, type NavbarProps } from './Navbar';
export { SESSION_NAME_PROPERTY } from './Navbar.css';
export { UserMenu, type UserMenuProps } from './UserMenu';
export { AboutMenu } from './AboutMenu';
export type { NavContentProps, NavUser } from './types';
export { useNavigation, navMessages, type NavLink } from './navLinks';
