import { describe, expect, it } from 'vitest';
import { orderStatuses, purchaseOrderStatuses, rentalOrderStatuses, requestStatuses } from './statuses';

describe('order statuses', () => {
  it('are exactly the purchase and rental lifecycles together, each once', () => {
    const both = new Set<string>([...purchaseOrderStatuses, ...rentalOrderStatuses]);
    expect(new Set(orderStatuses)).toEqual(both);
    expect(orderStatuses).toHaveLength(both.size);
  });

  it('start paid and may be cancelled, in both lifecycles', () => {
    for (const lifecycle of [purchaseOrderStatuses, rentalOrderStatuses]) {
      expect(lifecycle[0]).toBe('paid');
      expect(lifecycle).toContain('cancelled');
    }
  });
});

describe('request statuses', () => {
  it('start pending', () => expect(requestStatuses[0]).toBe('pending'));
});
