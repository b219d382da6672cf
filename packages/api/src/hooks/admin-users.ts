// The admin's users (decision 0041): the list as the URL asks for it, its CSV, one member whole,
// and disabling or enabling them. Either action reads the member, the list and the audit again.
import { ApiError, type ApiClient } from '../client';
import type { CsvFile } from '../contract/admin-lists';
import { adminUsers } from '../contract/admin-users';
import { audit } from '../contract/audit';
import { keyOf } from '../keys';
import type { QueryInput } from '../paths';
import { useEndpoint } from './core';
import { keyStartsWith, useEndpointMutation } from './mutation';

export const adminUserKeys = {
  list: (query: QueryInput) => keyOf(adminUsers.list, undefined, query),
  listPrefix: keyOf(adminUsers.list),
  user: (id: number) => keyOf(adminUsers.user, { id }),
  auditPrefix: keyOf(audit.list),
} as const;

/** One page of the list for the query the URL holds (q, sort, dir, page and the filters); null waits. */
export const useAdminUsers = (query: QueryInput | null) =>
  useEndpoint(query === null ? null : adminUserKeys.list(query), adminUsers.list, { query: query ?? {} });

/** One member whole; null waits. */
export const useAdminUser = (id: number | null) =>
  useEndpoint(id === null ? null : adminUserKeys.user(id), adminUsers.user, { params: { id: id ?? 0 } });

const afterwards = (_data: unknown, arg: { params?: { id: number } }) => [
  adminUserKeys.user(arg.params?.id ?? 0),
  keyStartsWith(adminUserKeys.listPrefix),
  keyStartsWith(adminUserKeys.auditPrefix),
];

/** `trigger({ params: { id } })`: 409 when disabled already, or for one's own account. */
export const useAdminDisableUser = () => useEndpointMutation(adminUsers.disable, { revalidate: afterwards });

/** `trigger({ params: { id } })`: 409 when not disabled. */
export const useAdminEnableUser = () => useEndpointMutation(adminUsers.enable, { revalidate: afterwards });

/** The list's CSV for the same query (rejects with an ApiError). */
export const adminUsersCsv = async (client: ApiClient, query: QueryInput): Promise<CsvFile> => {
  const result = await client.call(adminUsers.export, { query });
  if (!result.ok) throw new ApiError(result.status, result.error);
  return result.data;
};
