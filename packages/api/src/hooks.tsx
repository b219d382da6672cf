import { createContext, useContext, type ReactNode } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, type ApiClient, type CallInput } from './client';
import { contract, type EndpointDef, type ResponseOf, type SearchQuery } from './contract';
import { keys } from './keys';

const ClientContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider>');
  return client;
}

/** Reads one endpoint through SWR; a failed call becomes SWR's `error` (an ApiError). */
export function useEndpoint<E extends EndpointDef>(
  key: string | null,
  endpoint: E,
  input?: CallInput<E>,
  config?: SWRConfiguration<ResponseOf<E>, ApiError>,
) {
  const client = useApiClient();
  return useSWR<ResponseOf<E>, ApiError>(
    key,
    async () => {
      const result = await client.call(endpoint, input);
      if (!result.ok) throw new ApiError(result.status, result.error);
      return result.data;
    },
    config,
  );
}

export const useSystemDetails = () =>
  useEndpoint(keys.systemDetails, contract.helpers.systemDetails, undefined, {
    revalidateOnFocus: false,
  });

export const useCurrentUser = (enabled: boolean) =>
  useEndpoint(enabled ? keys.currentUser : null, contract.account.get);

export const useMailbox = () =>
  useEndpoint(keys.mailbox, contract.dev.mailbox, undefined, { refreshInterval: 3000 });

/** Active banners and adverts for the home page (no token). */
export const useActiveAdvertImages = () =>
  useEndpoint(keys.activeAdvertImages, contract.helpers.activeAdvertImages, undefined, {
    revalidateOnFocus: false,
  });

/**
 * Search (product.md): every filter in the query; the key is the query string. Values may be the
 * raw text of a URL (the server judges them: a 422 names the bad parameter).
 */
export function useSearch(
  query: { [K in keyof SearchQuery]?: SearchQuery[K] | string },
  config?: SWRConfiguration<ResponseOf<typeof contract.items.search>, ApiError>,
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  params.sort();
  return useEndpoint(
    keys.search(params.toString()),
    contract.items.search,
    { query: Object.fromEntries(params) },
    config,
  );
}

/** One public item (view-item); `null` id waits. */
export const useItem = (id: number | null) =>
  useEndpoint(id === null ? null : keys.item(id), contract.items.get, { params: { id: id ?? 0 } });

/** The signed-in user's items, active and disabled (my-items, view-items). */
export const useUserItems = (enabled = true) =>
  useEndpoint(enabled ? keys.userItems : null, contract.items.userItems);

/** One of the signed-in user's own items (edit-item). */
export const useUserItem = (id: number | null) =>
  useEndpoint(id === null ? null : keys.userItem(id), contract.items.userItem, { params: { id: id ?? 0 } });

/** A user's public profile with their active items. */
export const useProfile = (id: number | null) =>
  useEndpoint(id === null ? null : keys.profile(id), contract.profiles.get, { params: { id: id ?? 0 } });
