// SWR keys are the paths the client requests, built from the contract: a key cannot drift from
// its endpoint, and revalidating a key refetches exactly that request.
import { contract } from './contract';
import type { EndpointDef, ParamsOf } from './contract/endpoint';
import { requestPath, type QueryInput } from './paths';

/** The SWR key of a read: its path with the parameters filled in, and its query string. */
export function keyOf<E extends EndpointDef>(endpoint: E, params?: ParamsOf<E>, query?: QueryInput): string {
  return requestPath(endpoint, params, query);
}

const { account, helpers, dev, items, profiles } = contract;

/** The keys the app reads and revalidates, one line each over `keyOf`. */
export const keys = {
  currentUser: keyOf(account.get),
  systemDetails: keyOf(helpers.systemDetails),
  mailbox: keyOf(dev.mailbox),
  activeAdvertImages: keyOf(helpers.activeAdvertImages),
  /** One key per search: the path with its query string (already sorted, see useSearch). */
  search: (query: string) => `${keyOf(items.search)}?${query}`,
  /** Every search key starts with this: revalidate them all after an owner changes an item. */
  searchPrefix: `${keyOf(items.search)}?`,
  item: (id: number) => keyOf(items.get, { id }),
  userItems: keyOf(items.userItems),
  userItem: (id: number) => keyOf(items.userItem, { id }),
  profile: (id: number) => keyOf(profiles.get, { id }),
} as const;
