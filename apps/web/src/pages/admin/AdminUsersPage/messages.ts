import { i18n } from '@pinjam/ui';

/** The admin's users list (decision 0041); the detail page shares the state and verification words. */
export const adminUsersMessages = i18n('AdminUsersPage', {
  title: 'Users',
  intro:
    'Every member of Pinjam, newest first. Open one to see their items, orders and ratings, and to disable or enable their account.',
  caption: 'Users',
  search: 'Search by name or email',
  verification: 'Verification',
  state: 'Account',
  role: 'Role',
  name: 'Name',
  email: 'Email',
  joined: 'Joined',
  items: 'Items',
  orders: 'Orders',
  user: 'Member',
  admin: 'Admin',
  active: 'Active',
  disabled: 'Disabled',
  inactive: 'Not activated',
  unsubmitted: 'Not submitted',
  pending: 'Pending',
  approved: 'Verified',
  rejected: 'Rejected',
  empty: 'No members yet.',
});
