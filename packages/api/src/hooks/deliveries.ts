// The admin's deliveries board (decision 0036): the legs by the board's filters, and the leg
// actions. An action's answer is the leg as it is now: it replaces that leg in every board read
// held (whatever their filters), so the row updates in place without a refetch that could take
// it out of a filtered list under the admin's pointer.
import { useSWRConfig } from 'swr';
import { adminDeliveries, type DeliveryLeg, type DeliveryStateFilter } from '../contract/deliveries';
import type { District } from '../contract/models';
import { keyOf } from '../keys';
import { useEndpoint } from './core';
import { keyStartsWith, useEndpointMutation } from './mutation';

/** The board's filters, as the URL holds them. */
export interface DeliveriesFilter {
  state?: DeliveryStateFilter | null;
  /** One of the four districts; '' or null for all. */
  district?: District | '' | null;
}

const query = ({ state, district }: DeliveriesFilter) => ({
  state: state ?? undefined,
  district: district || undefined,
});

export const deliveryKeys = {
  list: (filter: DeliveriesFilter = {}) => keyOf(adminDeliveries.list, undefined, query(filter)),
} as const;

/** The legs the board shows; `enabled` false waits (not an admin). */
export const useDeliveries = (filter: DeliveriesFilter = {}, enabled = true) =>
  useEndpoint(enabled ? deliveryKeys.list(filter) : null, adminDeliveries.list, { query: query(filter) });

/** The leg actions, by the names the board's buttons use. */
export type DeliveryAction = 'notify' | 'remind' | 'noShow' | 'complete';

type Board = { deliveries: DeliveryLeg[] };

/**
 * One leg action: `await trigger({ params: { id } })`. On success the leg is replaced in every
 * board read held; a refusal (409 with the reason) rejects with its ApiError.
 */
export function useDeliveryAction(action: DeliveryAction) {
  const { mutate } = useSWRConfig();
  return useEndpointMutation(adminDeliveries[action], {
    onSuccess: async ({ delivery }) => {
      await mutate<Board>(
        keyStartsWith(keyOf(adminDeliveries.list)),
        (board) =>
          board && {
            deliveries: board.deliveries.map((leg) => (leg.id === delivery.id ? delivery : leg)),
          },
        { revalidate: false },
      );
    },
  });
}
