// What the server asks of the lifecycle: may this event move a request in this status, and to
// which status. Answered by the machine itself (no second table), so the chart is the one source.
import { requestStatuses, type RequestStatus } from '@pinjam/api/domain';
import { transition } from 'xstate';
import {
  rentalRequestMachine,
  requestEventTypes,
  requestParties,
  type RequestEvent,
} from './rentalRequestMachine';

const isRequestStatus = (value: unknown): value is RequestStatus =>
  (requestStatuses as readonly unknown[]).includes(value);

/** The status `event` moves a request in `from` to, or null when the lifecycle does not allow it. */
export function nextRequestStatus(from: RequestStatus, event: RequestEvent): RequestStatus | null {
  if (!isRequestStatus(from)) return null;
  const snapshot = rentalRequestMachine.resolveState({ value: from });
  if (rentalRequestMachine.getTransitionData(snapshot, event).length === 0) return null;
  const [next] = transition(rentalRequestMachine, snapshot, event);
  return isRequestStatus(next.value) ? next.value : null;
}

/** Every event (type and party) a request in `status` accepts: none in a final status. */
export const requestEventsIn = (status: RequestStatus): RequestEvent[] =>
  requestEventTypes
    .flatMap((type) => requestParties.map((by) => ({ type, by })))
    .filter((event) => nextRequestStatus(status, event) !== null);
