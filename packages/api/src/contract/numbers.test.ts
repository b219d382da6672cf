import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemFields, stockField } from './catalogue';
import { items } from './index';
import { searchQuery } from './search';
import { idInput } from './numbers';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('idInput', () => {
  it.each(['1', '42', '2147483647'])('takes %s', (id) => {
    expect(idInput.parse(id)).toBe(Number(id));
  });

  it.each([
    '0x10',
    '+1',
    '01',
    '1.0',
    ' 1',
    '1 ',
    '1e3',
    '-1',
    '0',
    '-0',
    '1e309',
    '99999999999',
    '2147483648',
    '',
    '１',
    'Infinity',
    'NaN',
  ])('refuses %j with Not a valid id', (id) => {
    expect(errorsOf(idInput.safeParse(id))).toEqual({ '': 'Not a valid id' });
  });

  it('takes a JSON number only when it is a positive integer within PostgreSQL’s integer', () => {
    expect(idInput.parse(7)).toBe(7);
    for (const id of [0, -1, 1.5, 2 ** 31, Infinity, NaN, true, null, [1], undefined])
      expect(idInput.safeParse(id).success, String(id)).toBe(false);
  });

  it('is the same rule in paths and JSON bodies', () => {
    expect(errorsOf(items.get.params.safeParse({ id: '01' }))).toEqual({ id: 'Not a valid id' });
    expect(errorsOf(items.updateStock.body.safeParse({ id: '0x10', starting_inventory: 2 }))).toEqual({
      id: 'Not a valid id',
    });
  });

  it('takes exactly the canonical spellings of 1 … 2147483647', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+-.exX '), maxLength: 12 }), (s) => {
        const canonical = /^[1-9][0-9]*$/.test(s) && Number(s) <= 2_147_483_647;
        expect(idInput.safeParse(s).success).toBe(canonical);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('numbers in query strings and forms', () => {
  it.each(['0x10', '+1', '01', '1.0', ' 1', '1e1', 'true'])(
    'page=%s is refused, not read as a number',
    (page) => {
      expect(Object.keys(errorsOf(searchQuery.safeParse({ page })))).toEqual(['page']);
      expect(Object.keys(errorsOf(searchQuery.safeParse({ per_page: page })))).toEqual(['per_page']);
    },
  );

  it('takes canonical pages and prices, defaults blank ones, and ignores blank prices', () => {
    expect(searchQuery.parse({ page: '2', per_page: '10', min_price: '0', max_price: '500' })).toMatchObject({
      page: 2,
      per_page: 10,
      min_price: 0,
      max_price: 500,
    });
    expect(searchQuery.parse({ page: '', per_page: ' ', min_price: '' })).toMatchObject({
      page: 1,
      per_page: 24,
      min_price: undefined,
    });
  });

  it.each(['0x10', '+100', '0100', '1e3', '100.0'])('a price of %j is refused', (price) => {
    expect(Object.keys(errorsOf(searchQuery.safeParse({ min_price: price })))).toEqual(['min_price']);
    const item = { title: 'Canon camera', category: 'drones', district: 'Tutong', condition: 'good' };
    expect(Object.keys(errorsOf(itemFields.safeParse({ ...item, sale_price: price })))).toEqual([
      'sale_price',
    ]);
  });

  it('keeps the helpful messages for fractions and negatives', () => {
    const item = { title: 'Canon camera', category: 'drones', district: 'Tutong', condition: 'good' };
    expect(errorsOf(itemFields.safeParse({ ...item, sale_price: '45.50' }))).toEqual({
      sale_price: 'Use whole cents: no fractions',
    });
    expect(errorsOf(itemFields.safeParse({ ...item, sale_price: '100', deposit: '-1' }))).toMatchObject({
      deposit: 'Cannot be negative',
    });
    expect(errorsOf(stockField.safeParse('1.0'))).toEqual({ '': 'Enter a whole number of units' });
  });

  it('treats a blank optional form number as not given', () => {
    const item = { title: 'Canon camera', category: 'drones', district: 'Tutong', condition: 'good' };
    expect(
      itemFields.parse({
        ...item,
        sale_price: '100',
        price_per_week: '',
        min_days: '',
        starting_inventory: ' ',
      }),
    ).toMatchObject({
      sale_price: 100,
      price_per_week: undefined,
      min_days: 1,
      starting_inventory: 1,
    });
  });
});
