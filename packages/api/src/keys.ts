// SWR keys are the paths the client requests, built from the contract: a key cannot drift from
// its endpoint, and revalidating a key refetches exactly that request.
// Each area from its own file (not the `contract` aggregate): a bundle that needs a key keeps only
// the areas it names (the package has no side effects).
import { catalogue } from './contract/catalogue';
import { dev } from './contract/dev';
import type { EndpointDef, ParamsOf } from './contract/endpoint';
import { helpers } from './contract/home';
import { search } from './contract/search';
import { account, profiles } from './contract/users';
import { requestPath, type QueryInput } from './paths';

/** The SWR key of a read: its path with the parameters filled in, and its query string. */
export function keyOf<E extends EndpointDef>(endpoint: E, params?: ParamsOf<E>, query?: QueryInput): string {
  return requestPath(endpoint, params, query);
}

/** The keys the app reads and revalidates, one line each over `keyOf`. */
export const keys = {
  currentUser: keyOf(account.get),
  systemDetails: keyOf(helpers.systemDetails),
  mailbox: keyOf(dev.mailbox),
  activeAdvertImages: keyOf(helpers.activeAdvertImages),
  /** One key per search: the path with its query string (already sorted, see useSearch). */
  search: (query: string) => `${keyOf(search.search)}?${query}`,
  /** Every search key starts with this: revalidate them all after an owner changes an item. */
  searchPrefix: `${keyOf(search.search)}?`,
  item: (id: number) => keyOf(catalogue.get, { id }),
  userItems: keyOf(catalogue.userItems),
  userItem: (id: number) => keyOf(catalogue.userItem, { id }),
  profile: (id: number) => keyOf(profiles.get, { id }),
} as const;
