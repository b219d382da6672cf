/** SWR keys: one place, so writes know what to revalidate. */
export const keys = {
  currentUser: '/api/user/get/',
  systemDetails: '/api/helpers/system-details',
  mailbox: '/api/dev/mailbox',
  activeAdvertImages: '/api/helpers/active-advert-images/',
  /** One key per search: the path with its query string. */
  search: (query: string) => `/api/items/search?${query}`,
  /** Every search key starts with this: revalidate them all after an owner changes an item. */
  searchPrefix: '/api/items/search?',
  item: (id: number) => `/api/items/get-item/${id}`,
  userItems: '/api/items/get-user-items/',
  userItem: (id: number) => `/api/items/get-user-item/${id}`,
  profile: (id: number) => `/api/user/get-profile-data/${id}`,
} as const;
