// Reads and writes of the requests area: the rental requests I made, those for my items, and the
// answers to a pending one (the owner accepts or denies, the renter cancels).
import { orders } from '../contract/orders';
import { requests } from '../contract/requests';
import { keyOf } from '../keys';
import { keyStartsWith, useEndpointMutation } from './mutation';
import { useEndpoint } from './core';

export const requestKeys = {
  mine: keyOf(requests.mine),
  forMyItems: keyOf(requests.forMyItems),
} as const;

/** Every answer changes both lists; accepting also makes an order on both sides. */
const afterAnswer = [
  requestKeys.mine,
  requestKeys.forMyItems,
  keyStartsWith(keyOf(orders.mine)),
  keyStartsWith(keyOf(orders.customers)),
];

/** Rental requests the signed-in user made (my-requests). */
export const useMyRequests = () => useEndpoint(requestKeys.mine, requests.mine);

/** Rental requests for the signed-in user's items (customer-requests). */
export const useCustomerRequests = () => useEndpoint(requestKeys.forMyItems, requests.forMyItems);

/** The owner accepts: `trigger({ params: { id } })`; 409 when it is no longer pending. */
export const useAcceptRequest = () => useEndpointMutation(requests.accept, { revalidate: afterAnswer });

/** The owner denies: `trigger({ params: { id }, body: { reason } })`. */
export const useDenyRequest = () => useEndpointMutation(requests.deny, { revalidate: afterAnswer });

/** The renter cancels a pending request: `trigger({ params: { id } })`. */
export const useCancelRequest = () => useEndpointMutation(requests.cancel, { revalidate: afterAnswer });
