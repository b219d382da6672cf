// The money after the sale (decision 0037): the caller's finance page and its CSV, and the admin's
// payouts (the payout date, Mark paid, the bank transfers' CSV).
import { ApiError, type ApiClient } from '../client';
import type { CsvFile } from '../contract/admin-lists';
import { adminFinance, finance } from '../contract/finance';
import { keyOf } from '../keys';
import { useEndpoint } from './core';
import { useEndpointMutation } from './mutation';

export const financeKeys = {
  mine: keyOf(finance.get),
  payouts: keyOf(adminFinance.payouts),
} as const;

/** The caller's figures, chart and latest entries. */
export const useFinance = () => useEndpoint(financeKeys.mine, finance.get);

/** The admin's payouts due and the users waiting for bank details; `false` waits (not an admin). */
export const usePayouts = (enabled = true) =>
  useEndpoint(enabled ? financeKeys.payouts : null, adminFinance.payouts);

/** Sets the payout date (a past date is a 422 beside the field). */
export const useSetPayoutDate = () =>
  useEndpointMutation(adminFinance.payoutDate, { revalidate: [financeKeys.payouts] });

/** Marks a payout paid (409 when another admin did already); the list is read again either way. */
export const useMarkPaid = () =>
  useEndpointMutation(adminFinance.paid, { revalidate: [financeKeys.payouts] });

/**
 * The finance pages' one-off calls, each rejecting with an ApiError: the caller's older entries
 * (the page after `before`, an entry's id) and the two CSV downloads (the file's name and text).
 */
export const financeCalls = (client: ApiClient) => {
  const fetchCsv = async (endpoint: typeof finance.exportCsv | typeof adminFinance.transfersCsv) => {
    const result = await client.call(endpoint);
    if (!result.ok) throw new ApiError(result.status, result.error);
    return result.data satisfies CsvFile;
  };
  return {
    older: async (before: number) => {
      const result = await client.call(finance.get, { query: { before } });
      if (!result.ok) throw new ApiError(result.status, result.error);
      return result.data.finance;
    },
    mine: () => fetchCsv(finance.exportCsv),
    transfers: () => fetchCsv(adminFinance.transfersCsv),
  };
};
