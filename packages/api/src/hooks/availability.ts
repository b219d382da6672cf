// Reads of an item's availability (the requests area's GET /api/items/get-item-availability/:id):
// the days from today on when some of its units are taken, for the item page's calendar and the
// rental dates it offers.
import { requests } from '../contract/requests';
import { keyOf } from '../keys';
import { useEndpoint } from './core';

const availabilityKey = (id: number) => keyOf(requests.availability, { id });

/**
 * The booked days of an item for rent (`{ availability: { units, booked: [{ date, free }] } }`);
 * `null` waits (an item not for rent asks nothing). Public: no token is needed.
 */
export const useItemAvailability = (id: number | null) =>
  useEndpoint(id === null ? null : availabilityKey(id), requests.availability, { params: { id: id ?? 0 } });
