// Reads of the orders area (the lists on both sides by ?status=, one order in the caller's view),
// and what its writes (report an issue, cancel) change.
import { orders } from '../contract/orders';
import type { OrderStatus } from '../domain/statuses';
import { keyOf } from '../keys';
import { keyStartsWith, type RevalidateTarget } from './mutation';
import { useEndpoint } from './core';

/** The lists' filter: one status, or every order still under way. */
export type OrderListStatus = OrderStatus | 'open';

export const orderKeys = {
  mine: (status?: OrderListStatus | null) => keyOf(orders.mine, undefined, { status }),
  customers: (status?: OrderListStatus | null) => keyOf(orders.customers, undefined, { status }),
  order: (id: number) => keyOf(orders.get, { id }),
} as const;

/**
 * What a change to one order (an issue reported, a cancel) changes: the order and every list on
 * both sides, whatever their filter.
 */
export const afterOrderChange = (id: number): RevalidateTarget[] => [
  orderKeys.order(id),
  keyStartsWith(keyOf(orders.mine)),
  keyStartsWith(keyOf(orders.customers)),
];

/** Orders the signed-in user bought or rented (my-orders). */
export const useMyOrders = (status?: OrderListStatus | null) =>
  useEndpoint(orderKeys.mine(status), orders.mine, { query: { status: status ?? undefined } });

/** Orders of the signed-in user's items (customer-orders). */
export const useCustomerOrders = (status?: OrderListStatus | null) =>
  useEndpoint(orderKeys.customers(status), orders.customers, { query: { status: status ?? undefined } });

/** One order as the caller sees it (buyer, seller or admin); `null` id waits. */
export const useOrder = (id: number | null) =>
  useEndpoint(id === null ? null : orderKeys.order(id), orders.get, { params: { id: id ?? 0 } });
