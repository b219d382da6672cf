/** SWR keys: one place, so writes know what to revalidate. */
export const keys = {
  currentUser: '/api/user/get/',
  systemDetails: '/api/helpers/system-details',
  mailbox: '/api/dev/mailbox',
  activeAdvertImages: '/api/helpers/active-advert-images/',
  /** One key per search: the path with its query string. */
  search: (query: string) => `/api/items/search?${query}`,
} as const;
