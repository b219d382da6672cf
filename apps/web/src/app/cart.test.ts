// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeItems, fakePurchase, fakeRental } from '@pinjam/machines';
import { browserCartStorage } from './cart';
import { cartLogic } from './cartActor';

const stored = () => JSON.parse(localStorage.getItem('shopping_cart') ?? 'null') as unknown;

describe('the cart in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('given nothing stored / on restore / it starts empty', async () => {
    const cart = createActor(cartLogic(browserCartStorage())).start();
    const ready = await waitFor(cart, (s) => s.matches('ready'));
    expect(ready.context.entries).toEqual([]);
  });

  it("given a stored list / on restore / it reads the seed's 'shopping_cart' key", async () => {
    localStorage.setItem('shopping_cart', JSON.stringify([fakePurchase(fakeItems.tent, 2)]));
    const cart = createActor(cartLogic(browserCartStorage())).start();
    const ready = await waitFor(cart, (s) => s.matches('ready'));
    expect(ready.context.entries).toHaveLength(1);
  });

  it('given text that is not JSON / on restore / it starts empty rather than failing', async () => {
    localStorage.setItem('shopping_cart', '{not json');
    const cart = createActor(cartLogic(browserCartStorage())).start();
    const ready = await waitFor(cart, (s) => s.matches('ready'));
    expect(ready.context.entries).toEqual([]);
  });

  it('after adding / it saves the whole list; after clearing / it removes the key', async () => {
    const cart = createActor(cartLogic(browserCartStorage())).start();
    await waitFor(cart, (s) => s.matches('ready'));
    cart.send({ type: 'cart.add', entry: fakeRental(fakeItems.camera, '2026-03-05', '2026-03-07') });
    await waitFor(cart, (s) => s.matches({ ready: 'saved' }));
    expect(stored()).toHaveLength(1);
    cart.send({ type: 'cart.clear' });
    await waitFor(cart, (s) => s.matches({ ready: 'saved' }));
    expect(localStorage.getItem('shopping_cart')).toBeNull();
  });
});
