export { DashboardLayout, type DashboardLayoutProps, type DashboardNavItem } from './DashboardLayout';
