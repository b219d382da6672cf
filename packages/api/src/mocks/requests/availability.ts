// An item's booked days (GET /api/items/get-item-availability/:id) for the item page's calendar
// and rental dates. The days are counted from the day the mock runs, always next month, so the
// calendar and its stories show them whatever the date.
import { HttpResponse } from 'msw';
import type { ItemAvailability } from '../../contract/requests';
import { requests } from '../../contract/requests';
import { todayInBrunei } from '../../domain/dates';
import {
  DEFAULT_RENTAL_BOUNDS,
  lastBookableDay,
  longestRental,
  type RentalBounds,
} from '../../domain/rental-bounds';
import { SERVER_ERROR } from '../answers';
import { demoItems } from '../catalogue/fixtures';
import { mockEndpoint, mockError, mockPending } from '../endpoint';

const pad = (n: number) => String(n).padStart(2, '0');

/** Day `day` of the month after `today`'s ('yyyy-MM-dd'; a day past the month's end rolls on). */
export function nextMonthDate(day: number, today = todayInBrunei()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Days of next month and how many units are free on each, per demo item. */
const bookedNextMonth: Record<number, Array<[day: number, free: number]>> = {
  // Canon (one unit): rented over a long weekend.
  101: [
    [20, 0],
    [21, 0],
    [22, 0],
  ],
  // Speakers (one unit): a wedding, then a single day.
  103: [
    [18, 0],
    [19, 0],
    [20, 0],
    [27, 0],
  ],
  // Tent (two units): one out for a week, both for the weekend in the middle.
  107: [
    [5, 1],
    [6, 0],
    [7, 0],
    [8, 1],
    [9, 1],
  ],
};

const unitsOf = (id: number) => demoItems.find((item) => item.id === id)?.starting_inventory ?? 1;

/** The booking window's last day and the item's longest rental, as the server adds them. */
function boundsOf(itemId: number, today: string, bounds: RentalBounds = DEFAULT_RENTAL_BOUNDS) {
  const item = demoItems.find((i) => i.id === itemId);
  return {
    last_day: lastBookableDay(today, bounds),
    longest_days: longestRental({ min_days: item?.min_days ?? 1, max_days: item?.max_days }, bounds),
  };
}

/** An item's availability as the server answers it: the days with fewer free units than it has. */
export function demoAvailability(itemId: number, today = todayInBrunei()): ItemAvailability {
  return {
    item_id: itemId,
    units: unitsOf(itemId),
    booked: (bookedNextMonth[itemId] ?? []).map(([day, free]) => ({ date: nextMonthDate(day, today), free })),
    ...boundsOf(itemId, today),
  };
}

/** Every Friday to Sunday of the next twelve months taken: a busy item, many days crossed out. */
function busyAvailability(itemId: number, today = todayInBrunei()): ItemAvailability {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const booked: ItemAvailability['booked'] = [];
  for (let n = 0; n < 365; n++) {
    const date = new Date(Date.UTC(year, month - 1, day + n));
    if ([0, 5, 6].includes(date.getUTCDay()))
      booked.push({
        date: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
        free: 0,
      });
  }
  return { item_id: itemId, units: unitsOf(itemId), booked, ...boundsOf(itemId, today) };
}

const NOT_FOUND = { message: 'This item does not exist or is no longer available.' };

const answering = (availability: (itemId: number) => ItemAvailability) =>
  mockEndpoint(requests.availability, ({ params }) => {
    const id = Number(params.id);
    const item = demoItems.find((i) => i.id === id);
    if (!item || item.status !== 'active') return HttpResponse.json(NOT_FOUND, { status: 404 });
    return HttpResponse.json({ availability: availability(id) });
  });

/** An item's booked days: its own key in `defaultHandlers` (`availability`). */
export const availabilityHandlers = {
  /** The demo items' days next month (Canon 20–22, speakers 18–20 and 27, tent 5–9 partly). */
  default: [answering((id) => demoAvailability(id))],
  /** Every day free. */
  none: [
    answering((id) => ({ item_id: id, units: unitsOf(id), booked: [], ...boundsOf(id, todayInBrunei()) })),
  ],
  /** The demo days, with the admin's booking window cut to one month and the longest rental to 7 days. */
  oneMonth: [
    answering((id) => ({
      ...demoAvailability(id),
      ...boundsOf(id, todayInBrunei(), { booking_window_months: 1, longest_rental_days: 7 }),
    })),
  ],
  /** Every weekend of the year taken. */
  busy: [answering((id) => busyAvailability(id))],
  error: [mockError(requests.availability, 500, SERVER_ERROR)],
  slow: [mockPending(requests.availability)],
};
