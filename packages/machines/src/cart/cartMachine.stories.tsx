import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { never } from '../_shared/fakeTiming';
import { formatMoney } from '@pinjam/api/domain';
import {
  eventButton,
  eventLog,
  expectContext,
  expectLit,
  expectState,
  pickExample,
  press,
  readSelectors,
  send,
  sendHostile,
  expectChartWhole,
} from '../_testing/play';
import { machineStory, withActors, type MachineStoryArgs } from '../_view/machineStory';
import { cartMachine, type CartMachine, type CartSnapshot } from './cartMachine';
import { entryKey } from './entries';
import {
  buy,
  createCartFakes,
  createFakeCartStorage,
  fakeCart,
  fakeItems,
  rent,
  type CartFakeOptions,
} from './fakes';
import { selectIsUnsaved, selectNotice, selectTotals, selectUnitCount } from './selectors';
import type { CartContext, CartEntry, CartTotals, SaveCartInput } from './types';
import { cartEventProblem } from './events';
import { cartExamples } from './examples';

type CartViewProps = MachineStoryArgs<CartMachine>;

const cameraRental = rent(fakeItems.camera, '2026-03-05', '2026-03-14');
const payloads: CartViewProps['events'] = {
  'cart.add': { entry: cameraRental },
  'cart.remove': { key: entryKey(cameraRental) },
};

/** What the cart screen reads: totals in cents and as shown, the badge, the notice, the storage state. */
const selectors: CartViewProps['selectors'] = {
  totals: (s: CartSnapshot) => {
    const { lines, ...totals } = selectTotals(s);
    return {
      ...totals,
      shown: { subtotal: formatMoney(totals.subtotal), deposits: formatMoney(totals.deposits) },
      lines: lines.map(
        (l) =>
          `${l.key}: ${l.quantity} × ${formatMoney(l.unit_price)}${l.days ? ` (${l.days} days)` : ''} = ${formatMoney(l.line_total)}`,
      ),
    };
  },
  unitCount: selectUnitCount,
  notice: selectNotice,
  isUnsaved: selectIsUnsaved,
};

/** Fresh fakes on every start and Reset. `stored` is what 'shopping_cart' holds at start. */
const fakes =
  (
    { stored = null, ...options }: Omit<CartFakeOptions, 'storage'> & { stored?: CartEntry[] | null } = {},
    actors = {},
  ) =>
  () => {
    const { implementations } = createCartFakes({ ...options, storage: createFakeCartStorage(stored) });
    return withActors(implementations, actors);
  };

const view = machineStory(cartMachine, {
  events: payloads,
  examples: cartExamples,
  payloadProblem: cartEventProblem,
  provide: fakes(),
  selectors,
});
const meta = { title: 'Machines/Cart', ...view } satisfies Meta<typeof view.component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Totals = { totals: Omit<CartTotals, 'lines'> & { lines: string[] }; unitCount: number };

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: the cart with a fake localStorage (each read and write takes 0.3 s). Add the camera rental,
 * add it again (quantities sum, capped at its 2 units), change the dates in the payload to get a
 * second line, try a quantity of 0 or an end before the start (refused, the notice says why),
 * remove by key, clear. Selectors show the totals in cents and as B$. Reset reloads what was saved.
 */
export const QA: Story = {
  args: { provide: fakes({ latency: 300 }) },
  play: async ({ canvasElement }) => {
    await expectChartWhole(canvasElement);
    await expectState(canvasElement, 'ready.saved');
    await expect(eventButton(canvasElement, 'cart.add')).toBeEnabled();
  },
};

/**
 * Payloads that do not fit (isRental as a text, the item id instead of the key) are marked invalid
 * and ignored; one that fits but breaks a rule (quantity 0) is refused with a notice that says why.
 */
export const InvalidPayloads: Story = {
  args: { provide: fakes({ stored: [buy(fakeItems.tent)] }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.saved');
    await sendHostile(
      canvasElement,
      'cart.add',
      'isRental as a text',
      /entry\.isRental: Invalid discriminator value/,
    );
    await sendHostile(
      canvasElement,
      'cart.remove',
      'The item id instead',
      /key: Invalid input: expected string, received number/,
    );
    await expectContext<CartContext>(canvasElement, (c) => expect(c.entries).toHaveLength(1));
    await pickExample(canvasElement, 'cart.add', 'Quantity 0');
    await press(canvasElement, 'cart.add');
    await expectContext<CartContext>(canvasElement, (c) =>
      expect(c.notice).toEqual({ type: 'rejected', item_id: 103, problem: 'invalidQuantity' }),
    );
  },
};

/** Nothing stored: an empty cart. Only cart.add is enabled: clear and remove have nothing to act on. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.saved');
    await expectLit(canvasElement, 'cart.ready.saved');
    // Handled in this state, but the guards refuse them with nothing in the cart.
    await expect(eventButton(canvasElement, 'cart.clear')).toBeDisabled();
    await expect(eventButton(canvasElement, 'cart.remove')).toBeDisabled();
    await expect(eventButton(canvasElement, 'cart.add')).toBeEnabled();
    await expectContext<CartContext>(canvasElement, (c) => expect(c).toEqual({ entries: [], notice: null }));
  },
};

/** A cart saved on an earlier visit is restored at start, with its totals: B$544.00 plus B$500.00 deposits. */
export const Restored: Story = {
  args: { provide: fakes({ stored: fakeCart }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.saved');
    await expectContext<CartContext>(canvasElement, (c) => expect(c.entries).toHaveLength(3));
    const { totals, unitCount } = readSelectors<Totals>(canvasElement);
    await expect(totals).toMatchObject({
      purchases: 17_900,
      rentals: 36_500,
      subtotal: 54_400,
      deposits: 50_000,
    });
    await expect(totals.lines).toContain('101:rent:2026-03-05:2026-03-14: 1 × B$285.00 (10 days) = B$285.00');
    await expect(unitCount).toBe(4);
  },
};

/** The same rental added twice sums to 2; a third add is capped at the camera's 2 units, with a notice. */
export const MergedAndCapped: Story = {
  play: async ({ canvasElement, step }) => {
    await expectState(canvasElement, 'ready.saved');
    await step('add the camera rental twice: one line of 2', async () => {
      await press(canvasElement, 'cart.add');
      await expectState(canvasElement, 'ready.saved');
      await press(canvasElement, 'cart.add');
      await expectContext<CartContext>(canvasElement, (c) => {
        expect(c.entries).toHaveLength(1);
        expect(c.entries[0]?.quantity).toBe(2);
      });
    });
    await step('a third add stays at 2 and says so', async () => {
      await press(canvasElement, 'cart.add');
      await expectContext<CartContext>(canvasElement, (c) => {
        expect(c.entries[0]?.quantity).toBe(2);
        expect(c.notice).toEqual({ type: 'capped', item_id: 101, quantity: 2 });
      });
      await press(canvasElement, 'cart.dismissNotice');
      await expectContext<CartContext>(canvasElement, (c) => expect(c.notice).toBeNull());
    });
    await step('other dates make a second line; buying the camera a third', async () => {
      await send(canvasElement, 'cart.add', { entry: rent(fakeItems.camera, '2026-04-01', '2026-04-02') });
      await send(canvasElement, 'cart.add', { entry: buy(fakeItems.camera) });
      await expectContext<CartContext>(canvasElement, (c) => expect(c.entries).toHaveLength(3));
      await expect(readSelectors<Totals>(canvasElement).unitCount).toBe(4);
    });
  },
};

/** Entries that break a rule are refused and the notice names the problem: here a drone for 1 day (minimum 2). */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.saved');
    await send(canvasElement, 'cart.add', { entry: rent(fakeItems.drone, '2026-03-07', '2026-03-07') });
    await expectContext<CartContext>(canvasElement, (c) => {
      expect(c.entries).toEqual([]);
      expect(c.notice).toEqual({ type: 'rejected', item_id: 102, problem: 'tooShort' });
    });
    await send(canvasElement, 'cart.add', { entry: buy(fakeItems.tent, 0) });
    await expectContext<CartContext>(canvasElement, (c) =>
      expect(c.notice).toMatchObject({ problem: 'invalidQuantity' }),
    );
    await expectState(canvasElement, 'ready.saved');
  },
};

/** Remove one entry by its key, then clear the rest; each change is saved (see the log). */
export const RemoveAndClear: Story = {
  args: { provide: fakes({ stored: fakeCart }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.saved');
    await press(canvasElement, 'cart.remove');
    await expectContext<CartContext>(canvasElement, (c) =>
      expect(c.entries.map((e) => e.item.id)).toEqual([103, 102]),
    );
    await expectState(canvasElement, 'ready.saved');
    await press(canvasElement, 'cart.clear');
    await expectContext<CartContext>(canvasElement, (c) => expect(c.entries).toEqual([]));
    await expectState(canvasElement, 'ready.saved');
    await expect(
      within(eventLog(canvasElement)).getByText('↳ calls saveCart with {"entries":[]}'),
    ).toBeInTheDocument();
    await expect(readSelectors<Totals>(canvasElement).totals.subtotal).toBe(0);
  },
};

/** A write that storage has not answered yet: ready.saving. */
export const Saving: Story = {
  args: { provide: fakes({}, { saveCart: fromPromise<void, SaveCartInput>(() => never()) }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.saved');
    await press(canvasElement, 'cart.add');
    await expectState(canvasElement, 'ready.saving');
    await expectLit(canvasElement, 'cart.ready.saving');
    await expectContext<CartContext>(canvasElement, (c) => expect(c.entries).toHaveLength(1));
  },
};

/** Storage refuses the write (full, or private browsing): the cart still works for this visit, marked unsaved. */
export const Unsaved: Story = {
  args: { provide: fakes({ storageFault: 'full' }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.saved');
    await press(canvasElement, 'cart.add');
    await expectState(canvasElement, 'ready.unsaved');
    await expect(readSelectors<{ isUnsaved: boolean }>(canvasElement).isUnsaved).toBe(true);
    await expectContext<CartContext>(canvasElement, (c) => expect(c.entries).toHaveLength(1));
  },
};
