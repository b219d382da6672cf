import { HttpResponse } from 'msw';
import { adminDeliveries, type DeliveryLeg } from '../../contract/deliveries';
import { addDays } from '../../domain/dates';
import { SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { actionResult, busyDeliveries } from './fixtures';

const ALREADY = 'This delivery was already completed: nothing more can change.';

/**
 * The board over a copy of `legs` that the actions change (so a story's row updates as it would):
 * the list filters by state (open by default) and district; an action on a completed leg is a 409.
 */
function board(legs: DeliveryLeg[]) {
  const held = legs.map((l) => ({ ...l }));
  const act = (action: keyof typeof actionResult) =>
    mockEndpoint(adminDeliveries[action], ({ params }) => {
      const leg = held.find((l) => l.id === Number(params.id));
      if (!leg) return HttpResponse.json({ message: 'This delivery does not exist.' }, { status: 404 });
      if (leg.status === 'completed') return HttpResponse.json({ message: ALREADY }, { status: 409 });
      leg.status = actionResult[action];
      leg.overdue = false;
      if (action === 'noShow') {
        leg.no_shows += 1;
        leg.scheduled_for = addDays(leg.scheduled_for, 1)!;
      }
      if (action === 'complete') {
        leg.completed_at = new Date().toISOString();
        leg.order_status =
          leg.kind === 'return' ? 'returned' : leg.order_kind === 'rental' ? 'in_use' : 'delivered';
      }
      return HttpResponse.json({ message: 'Done.', delivery: { ...leg } });
    });
  return [
    mockEndpoint(adminDeliveries.list, ({ request }) => {
      const url = new URL(request.url);
      const state = url.searchParams.get('state') ?? 'open';
      const district = url.searchParams.get('district');
      const deliveries = held.filter(
        (l) =>
          (state === 'all' || (state === 'open' ? l.status !== 'completed' : l.status === state)) &&
          (!district || l.district === district),
      );
      return HttpResponse.json({ deliveries: deliveries.map((l) => ({ ...l })) });
    }),
    act('notify'),
    act('remind'),
    act('noShow'),
    act('complete'),
    mockEndpoint(adminDeliveries.completeOrder, () =>
      HttpResponse.json({ message: 'Done.', deliveries: [] }),
    ),
  ];
}

/** The admin's deliveries board: its own key in `defaultHandlers` (`adminDeliveries`). */
export const adminDeliveriesHandlers = {
  /** A busy board: several states and districts, two overdue. */
  default: board(busyDeliveries),
  /** Nothing to deliver. */
  empty: board([]),
  /** The board cannot load (500). */
  error: [mockError(adminDeliveries.list, 500, SERVER_ERROR), ...board(busyDeliveries).slice(1)],
  /** The board never answers. */
  loading: [mockPending(adminDeliveries.list), ...board(busyDeliveries).slice(1)],
  /** Every action is refused: the order was cancelled meanwhile (409). */
  actionFails: [
    board(busyDeliveries)[0]!,
    ...(['notify', 'remind', 'noShow', 'complete'] as const).map((action) =>
      mockError(adminDeliveries[action], 409, {
        message: 'Order #5103 was cancelled: this delivery is off.',
      }),
    ),
  ],
};

/** Fresh handlers each call (the actions change their copy): for stories that press buttons. */
export const deliveriesBoard = board;
