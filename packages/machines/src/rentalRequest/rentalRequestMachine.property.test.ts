import { finalRequestStatuses, requestStatuses } from '@pinjam/api/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyEventObject } from 'xstate';
import { hostileValue } from '../_testing/properties';
import { rentalRequestMachine, requestEventTypes, requestParties } from './rentalRequestMachine';

/** Events of the lifecycle from anyone, with parties that are not one and extra keys. */
const anyEvent: fc.Arbitrary<AnyEventObject> = fc.record({
  type: fc.oneof(fc.constantFrom(...requestEventTypes), fc.constantFrom('request.reopen', 'xstate.init')),
  by: fc.oneof(fc.constantFrom(...requestParties), hostileValue),
  extra: hostileValue,
});

describe('rentalRequestMachine under random events', () => {
  it('never leaves the statuses, and a final status takes nothing more', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 20 }), (events) => {
        let [snapshot] = initialTransition(rentalRequestMachine);
        for (const event of events) {
          const before = snapshot;
          [snapshot] = transition(rentalRequestMachine, snapshot, event as never);
          expect(requestStatuses).toContain(snapshot.value);
          const final = (finalRequestStatuses as readonly string[]).includes(before.value);
          if (final) expect(snapshot.value).toBe(before.value);
          expect(snapshot.status).toBe(final || snapshot.value !== 'pending' ? 'done' : 'active');
        }
      }),
      { numRuns: 300 },
    );
  });
});
