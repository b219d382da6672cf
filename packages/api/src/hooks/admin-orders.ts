// The admin's orders (decision 0043): the list as the URL asks for it, its CSV, one order whole,
// the cancel with a refund and the resolution of an issue (the orders area's endpoint). Each
// action reads the order, the list and its audit history again.
import { ApiError, type ApiClient } from '../client';
import type { CsvFile } from '../contract/admin-lists';
import { adminOrders } from '../contract/admin-orders';
import { audit } from '../contract/audit';
import { orders } from '../contract/orders';
import { keyOf } from '../keys';
import type { QueryInput } from '../paths';
import { useEndpoint } from './core';
import { keyStartsWith, useEndpointMutation } from './mutation';

export const adminOrderKeys = {
  list: (query: QueryInput) => keyOf(adminOrders.list, undefined, query),
  listPrefix: keyOf(adminOrders.list),
  order: (id: number) => keyOf(adminOrders.get, { id }),
  auditPrefix: keyOf(audit.list),
} as const;

/** One page of the list for the query the URL holds (q, sort, dir, page and the filters); null waits. */
export const useAdminOrders = (query: QueryInput | null) =>
  useEndpoint(query === null ? null : adminOrderKeys.list(query), adminOrders.list, { query: query ?? {} });

/** One order whole; null waits. */
export const useAdminOrder = (id: number | null) =>
  useEndpoint(id === null ? null : adminOrderKeys.order(id), adminOrders.get, { params: { id: id ?? 0 } });

const afterAction = (_data: unknown, arg: { params?: { id: number } }) => [
  adminOrderKeys.order(arg.params?.id ?? 0),
  keyStartsWith(adminOrderKeys.listPrefix),
  keyStartsWith(adminOrderKeys.auditPrefix),
];

/** `trigger({ params: { id }, body: { reason } })`: 409 once it is on its way or cancelled. */
export const useAdminCancelOrder = () => useEndpointMutation(adminOrders.cancel, { revalidate: afterAction });

/** `trigger({ params: { id }, body: { outcome, amount?, deposit_capture?, note? } })`: 422 beside a field. */
export const useAdminResolveOrder = () => useEndpointMutation(orders.resolve, { revalidate: afterAction });

/** The list's CSV for the same query (rejects with an ApiError). */
export const adminOrdersCsv = async (client: ApiClient, query: QueryInput): Promise<CsvFile> => {
  const result = await client.call(adminOrders.export, { query });
  if (!result.ok) throw new ApiError(result.status, result.error);
  return result.data;
};
