/** SWR keys: one place, so writes know what to revalidate. */
export const keys = {
  currentUser: '/api/user/get/',
  systemDetails: '/api/helpers/system-details',
  mailbox: '/api/dev/mailbox',
} as const;
