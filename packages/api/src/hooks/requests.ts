// Reads of the requests area, and what its writes change: the rental requests I made, those for my items, and the
// answers to a pending one (the owner accepts or denies, the renter cancels).
import { orders } from '../contract/orders';
import { requests } from '../contract/requests';
import { keyOf } from '../keys';
import { keyStartsWith, type RevalidateTarget } from './mutation';
import { useEndpoint } from './core';

export const requestKeys = {
  mine: keyOf(requests.mine),
  forMyItems: keyOf(requests.forMyItems),
} as const;

/**
 * What an answer to a request changes (accept, deny, cancel): both request lists, and the order
 * lists on both sides (accepting makes an order). Pages write with `useWrite(endpoint, { revalidate:
 * afterRequestAnswer })`.
 */
export const afterRequestAnswer: RevalidateTarget[] = [
  requestKeys.mine,
  requestKeys.forMyItems,
  keyStartsWith(keyOf(orders.mine)),
  keyStartsWith(keyOf(orders.customers)),
];

/** Rental requests the signed-in user made (my-requests). */
export const useMyRequests = () => useEndpoint(requestKeys.mine, requests.mine);

/** Rental requests for the signed-in user's items (customer-requests). */
export const useCustomerRequests = () => useEndpoint(requestKeys.forMyItems, requests.forMyItems);
