// Writes: one hook over SWR's useSWRMutation. The call goes through the client; a refusal becomes
// the mutation's `error` (an ApiError, as reads do); a success revalidates the reads it changed.
import { useSWRConfig, type Key } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import { ApiError, type CallInput } from '../client';
import type { EndpointDef, ResponseOf } from '../contract';
import { useApiClient } from './core';

/** A read to revalidate: its key (`keys.item(3)`), or a test over keys (`keyStartsWith(...)`). */
export type RevalidateTarget = string | ((key: Key) => boolean);

type SWRConfig<E extends EndpointDef> = SWRMutationConfiguration<
  ResponseOf<E>,
  ApiError,
  string,
  CallInput<E>
>;

export interface EndpointMutationOptions<E extends EndpointDef> extends Omit<SWRConfig<E>, 'revalidate'> {
  /** What the write changes: fixed keys, or worked out from the answer and the input. */
  revalidate?: RevalidateTarget[] | ((data: ResponseOf<E>, input: CallInput<E>) => RevalidateTarget[]);
}

/** Matches every key that starts with `prefix`, e.g. `keys.searchPrefix`: all searches. */
export const keyStartsWith =
  (prefix: string) =>
  (key: Key): boolean =>
    typeof key === 'string' && key.startsWith(prefix);

/** The mutation's own key: the method and path, never a read's key. */
export const mutationKey = (endpoint: EndpointDef) => `${endpoint.method} ${endpoint.path}`;

/**
 * `const { trigger, isMutating, error } = useEndpointMutation(contract.items.disable, { revalidate:
 * (data) => [keys.userItems, keys.item(data.item.id), keyStartsWith(keys.searchPrefix)] })`, then
 * `await trigger({ params: { id } })`. `trigger` resolves with the answer once the reads named in
 * `revalidate` are fresh, and rejects with the ApiError of a refusal (pass `throwOnError: false`
 * to read it from `error` instead).
 */
export function useEndpointMutation<E extends EndpointDef>(
  endpoint: E,
  { revalidate, ...config }: EndpointMutationOptions<E> = {},
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<ResponseOf<E>, ApiError, string, CallInput<E>>(
    mutationKey(endpoint),
    async (_key, { arg }) => {
      const result = await client.call(endpoint, arg);
      if (!result.ok) throw new ApiError(result.status, result.error);
      const targets = typeof revalidate === 'function' ? revalidate(result.data, arg) : (revalidate ?? []);
      await Promise.all(targets.map((target) => mutate(target)));
      return result.data;
    },
    // SWR's own `revalidate` would refetch the mutation's key, which no read uses.
    { ...config, revalidate: false },
  );
}
