// Payloads QA can pick in Machines/Cart, and the tests' examples: valid ones (some refused by a
// rule, with a notice), and invalid ones the machine must ignore.
import type { EventExamples } from '../_shared/examples';
import { entryKey } from './entries';
import { buy, fakeItems, rent } from './fakes';
import type { CartEvent } from './types';

const camera = rent(fakeItems.camera, '2026-03-05', '2026-03-14');

export const cartExamples: EventExamples<CartEvent> = {
  'cart.add': {
    valid: [
      { label: 'Buy the tent', payload: { entry: buy(fakeItems.tent) } },
      { label: 'Rent the camera, 5–14 March', payload: { entry: camera } },
      {
        label: 'Rent the drone, 7–8 March',
        payload: { entry: rent(fakeItems.drone, '2026-03-07', '2026-03-08') },
      },
      { label: '9 tents: more than in stock (capped at 5)', payload: { entry: buy(fakeItems.tent, 9) } },
      { label: 'Quantity 0 (refused: invalidQuantity)', payload: { entry: buy(fakeItems.tent, 0) } },
      {
        label: 'End before start (refused: invalidDates)',
        payload: { entry: rent(fakeItems.camera, '2026-03-14', '2026-03-05') },
      },
      {
        label: 'Buy the drone, not for sale (refused: notForSale)',
        payload: { entry: buy(fakeItems.drone) },
      },
    ],
    invalid: [
      { label: 'No entry', payload: {} },
      { label: 'isRental as a text', payload: { entry: { ...buy(fakeItems.tent), isRental: 'no' } } },
      { label: 'Quantity as a text', payload: { entry: { ...buy(fakeItems.tent), quantity: '2' } } },
      {
        label: 'A rental without dates',
        payload: { entry: { item: fakeItems.camera, isRental: true, quantity: 1 } },
      },
      {
        label: 'An item without an id',
        payload: { entry: buy({ ...fakeItems.tent, id: undefined as never }) },
      },
    ],
  },
  'cart.remove': {
    valid: [
      { label: 'The tent (bought)', payload: { key: entryKey(buy(fakeItems.tent)) } },
      { label: 'The camera rental', payload: { key: entryKey(camera) } },
      { label: 'A line not in the cart (refused)', payload: { key: '999:buy' } },
    ],
    invalid: [
      { label: 'The item id instead of the key', payload: { key: 103 } },
      { label: 'No key', payload: {} },
    ],
  },
};
