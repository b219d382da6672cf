// The client in context and the one read hook every area's hooks are a line over.
import { createContext, useContext, type ReactNode } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, type ApiClient, type CallInput } from '../client';
import type { EndpointDef, ResponseOf } from '../contract';

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
