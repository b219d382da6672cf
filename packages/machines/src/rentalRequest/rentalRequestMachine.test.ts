import { finalRequestStatuses, requestStatuses, type RequestStatus } from '@pinjam/api/domain';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { chartLeaves, reachedLeaves, untakenTransitions } from '../_testing/graphCoverage';
import { nextRequestStatus, requestEventsIn } from './lifecycle';
import {
  rentalRequestMachine,
  requestEventTypes,
  requestParties,
  type RequestEvent,
  type RequestParty,
} from './rentalRequestMachine';

type Rule = { from: RequestStatus; type: RequestEvent['type']; by: RequestParty; to: RequestStatus };
/** docs/product.md, "Rental request lifecycle", written out by hand: the only moves there are. */
const allowed: Rule[] = [
  { from: 'pending', type: 'request.accept', by: 'owner', to: 'accepted' },
  { from: 'pending', type: 'request.deny', by: 'owner', to: 'denied' },
  { from: 'pending', type: 'request.cancel', by: 'renter', to: 'cancelled' },
  { from: 'pending', type: 'request.expire', by: 'system', to: 'expired' },
];
const expected = (from: RequestStatus, { type, by }: RequestEvent) =>
  allowed.find((r) => r.from === from && r.type === type && r.by === by)?.to ?? null;

const everyEvent: RequestEvent[] = requestEventTypes.flatMap((type) =>
  requestParties.map((by) => ({ type, by })),
);
const cases = requestStatuses.flatMap((from) =>
  everyEvent.map((event) => ({ from, event, to: expected(from, event) })),
);

describe('rental request lifecycle: every status × event × party', () => {
  it('has the statuses of the shared domain as its states, the final ones final', () => {
    expect(Object.keys(rentalRequestMachine.states).sort()).toEqual([...requestStatuses].sort());
    const finals = Object.values(rentalRequestMachine.states)
      .filter((node) => node.type === 'final')
      .map((node) => node.key);
    expect(finals.sort()).toEqual([...finalRequestStatuses].sort());
  });

  it.each(cases)('$from —$event.type by $event.by→ $to', ({ from, event, to }) => {
    expect(nextRequestStatus(from, event)).toBe(to);
  });

  it('lists the events each status accepts', () => {
    expect(requestEventsIn('pending')).toEqual(allowed.map(({ type, by }) => ({ type, by })));
    for (const status of finalRequestStatuses) expect(requestEventsIn(status)).toEqual([]);
  });

  it('refuses a party it does not know and a status that is not one', () => {
    expect(nextRequestStatus('pending', { type: 'request.accept', by: 'admin' as RequestParty })).toBeNull();
    expect(nextRequestStatus('paid' as RequestStatus, { type: 'request.accept', by: 'owner' })).toBeNull();
  });
});

describe('rental request lifecycle paths', () => {
  const traversal = { events: everyEvent };
  const paths = getShortestPaths(rentalRequestMachine, traversal);

  it('reaches every state of the chart', () => {
    expect(chartLeaves(rentalRequestMachine)).toHaveLength(requestStatuses.length);
    expect(reachedLeaves(paths.map((p) => p.state))).toEqual(chartLeaves(rentalRequestMachine));
  });

  it('takes every transition of the chart', () => {
    expect(untakenTransitions(rentalRequestMachine, traversal)).toEqual([]);
  });

  it('reaches each final status in one step from pending, by its party', () => {
    const steps = Object.fromEntries(
      paths.map((p) => [String(p.state.value), p.steps.slice(1).map((s) => s.event)]),
    );
    expect(steps).toEqual({
      pending: [],
      ...Object.fromEntries(allowed.map(({ type, by, to }) => [to, [{ type, by }]])),
    });
  });
});
