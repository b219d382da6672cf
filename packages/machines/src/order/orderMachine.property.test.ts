import { orderKinds, purchaseOrderStatuses, rentalOrderStatuses } from '@pinjam/api/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyEventObject } from 'xstate';
import { hostileValue } from '../_testing/properties';
import { orderEventTypes, orderMachine, orderParties } from './orderMachine';

/** Events of the lifecycle from anyone, with parties that are not one and extra keys. */
const anyEvent: fc.Arbitrary<AnyEventObject> = fc.record({
  type: fc.oneof(fc.constantFrom(...orderEventTypes), fc.constantFrom('order.refund', 'xstate.init')),
  by: fc.oneof(fc.constantFrom(...orderParties), hostileValue),
  extra: hostileValue,
});
const ofKind = { purchase: purchaseOrderStatuses, rental: rentalOrderStatuses } as const;

describe('orderMachine under random events', () => {
  it("never leaves its kind's statuses, completes only with no issue open, and a final status takes nothing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderKinds),
        fc.constantFrom('delivery' as const, 'pickup' as const),
        fc.array(anyEvent, { maxLength: 25 }),
        (kind, fulfilment, events) => {
          let [snapshot] = initialTransition(orderMachine, { kind, fulfilment });
          for (const event of events) {
            const before = snapshot;
            [snapshot] = transition(orderMachine, snapshot, event as never);
            expect(ofKind[kind]).toContain(snapshot.value);
            expect(snapshot.context.kind).toBe(kind);
            expect(snapshot.context.fulfilment).toBe(fulfilment);
            if (before.status === 'done') expect(snapshot).toBe(before);
            if (snapshot.value === 'completed') expect(before.context.issueOpen).toBe(false);
            expect(snapshot.status).toBe(
              snapshot.value === 'completed' || snapshot.value === 'cancelled' ? 'done' : 'active',
            );
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
