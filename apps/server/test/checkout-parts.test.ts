import type { QuotedLine } from '@pinjam/api/contract';
import { describe, expect, it } from 'vitest';
import { planParts, quoteOf } from '../src/modules/checkout/rules';

const purchase = (index: number, title: string): QuotedLine => ({
  index,
  item_id: 100 + index,
  title,
  seller_id: 7,
  seller_name: 'Siti Rahman',
  is_rental: false,
  quantity: 1,
  days: null,
  start_date: null,
  end_date: null,
  unit_price: 1000,
  line_total: 1000,
  deposit: 0,
});

describe('the payment parts of a checkout', () => {
  it('given one purchase from a seller / its description says 1 item, not item(s)', () => {
    const [part] = planParts(quoteOf([purchase(0, 'Tent')], 'pickup', 0), 'pickup');
    expect(part?.description).toBe('Pinjam: 1 item from Siti Rahman');
  });

  it('given two purchases from a seller / its description says 2 items', () => {
    const [part] = planParts(quoteOf([purchase(0, 'Tent'), purchase(1, 'Stove')], 'pickup', 0), 'pickup');
    expect(part?.description).toBe('Pinjam: 2 items from Siti Rahman');
  });
});
