// The admin's payments (decision 0042): the list as the URL asks for it, its CSV, one payment
// whole, and a refund. A refund reads the payment, the list and its audit history again.
import { ApiError, type ApiClient } from '../client';
import type { CsvFile } from '../contract/admin-lists';
import { adminPayments } from '../contract/admin-payments';
import { audit } from '../contract/audit';
import { keyOf } from '../keys';
import type { QueryInput } from '../paths';
import { useEndpoint } from './core';
import { keyStartsWith, useEndpointMutation } from './mutation';

export const adminPaymentKeys = {
  list: (query: QueryInput) => keyOf(adminPayments.list, undefined, query),
  listPrefix: keyOf(adminPayments.list),
  payment: (id: number) => keyOf(adminPayments.detail, { id }),
  auditPrefix: keyOf(audit.list),
} as const;

/** One page of the list for the query the URL holds (q, sort, dir, page and the filters); null waits. */
export const useAdminPayments = (query: QueryInput | null) =>
  useEndpoint(query === null ? null : adminPaymentKeys.list(query), adminPayments.list, {
    query: query ?? {},
  });

/** One payment whole; null waits. */
export const useAdminPayment = (id: number | null) =>
  useEndpoint(id === null ? null : adminPaymentKeys.payment(id), adminPayments.detail, {
    params: { id: id ?? 0 },
  });

/**
 * `trigger({ params: { id }, headers: { 'idempotency-key' }, body: { amount, reason? } })`: 422
 * beside `amount` above what is left, 409 when not captured or paid out.
 */
export const useAdminRefundPayment = () =>
  useEndpointMutation(adminPayments.refund, {
    revalidate: (_data, arg) => [
      adminPaymentKeys.payment(arg.params?.id ?? 0),
      keyStartsWith(adminPaymentKeys.listPrefix),
      keyStartsWith(adminPaymentKeys.auditPrefix),
    ],
  });

/** The list's CSV for the same query (rejects with an ApiError). */
export const adminPaymentsCsv = async (client: ApiClient, query: QueryInput): Promise<CsvFile> => {
  const result = await client.call(adminPayments.export, { query });
  if (!result.ok) throw new ApiError(result.status, result.error);
  return result.data;
};
