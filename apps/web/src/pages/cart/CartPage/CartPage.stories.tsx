import { type CartEntry } from '@pinjam/api/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoItems } from '@pinjam/api/mocks';
import type { CartItem } from '@pinjam/api/domain';
import { STORAGE_KEYS } from '../../../app/storage';
import { cartLink, screen, withStoredCart } from '../../../testing/storyHelpers';
import { toCartItem } from '../../../features/cart/toCartItem';
import CartPage from './CartPage';

const item = (id: number) => toCartItem(demoItems.find((i) => i.id === id)!);

/** A purchase (B$160), a week of the Canon at its weekly rate (B$250) and two days of speakers (B$140). */
const cart: CartEntry[] = [
  { item: item(106), isRental: false, quantity: 1 },
  { item: item(101), isRental: true, quantity: 1, start_date: '2026-12-01', end_date: '2026-12-07' },
  { item: item(103), isRental: true, quantity: 1, start_date: '2026-12-10', end_date: '2026-12-11' },
];

const meta = {
  title: 'Screens/Cart',
  component: CartPage,
  parameters: { layout: 'fullscreen', screen: { path: '/cart' }, auth: 'hakim' },
  beforeEach: withStoredCart(cart),
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const line = (title: string) => screen().getByRole('article', { name: title });
const total = () => screen().getByTestId('cart-total');
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as CartEntry[];

/**
 * Three lines from two sellers: each with its photo, dates or 'Purchase', quantity and price; the
 * summary splits purchases and rentals, and keeps the deposits apart from the total. Removing a
 * line updates the total, the navbar's count and the stored cart.
 */
export const Default: Story = {
  play: async ({ step }) => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(screen().getAllByRole('article')).toHaveLength(3);
    await expect(line('Samsung Galaxy Tab A8, used')).toHaveTextContent('Purchase');
    await expect(line('Canon EOS R6 camera body')).toHaveTextContent(
      'Rental: 01 Dec 2026 – 07 Dec 2026 (7 days)',
    );
    await expect(line('Canon EOS R6 camera body')).toHaveTextContent('B$250.00');
    // The photo the item was added with survives the cart's storage (not 'No photo').
    await expect(line('Canon EOS R6 camera body').querySelector('img')).toHaveAttribute(
      'src',
      item(101).cover,
    );
    await expect(within(line('Canon EOS R6 camera body')).queryByText('No photo')).toBeNull();
    await expect(line('Canon EOS R6 camera body')).toHaveTextContent('Deposit B$500.00');
    await expect(total()).toHaveTextContent('B$550.00');
    const summary = screen().getByRole('region', { name: 'Summary' });
    await expect(summary).toHaveTextContent('PurchasesB$160.00');
    await expect(summary).toHaveTextContent('RentalsB$390.00');
    await expect(summary).toHaveTextContent('B$900.00');
    await expect(screen().getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await cartLink(3);
    await step('remove the purchase', async () => {
      await userEvent.click(
        within(line('Samsung Galaxy Tab A8, used')).getByRole('button', {
          name: 'Remove Samsung Galaxy Tab A8, used from your cart',
        }),
      );
      await waitFor(() => expect(screen().getAllByRole('article')).toHaveLength(2));
      await expect(total()).toHaveTextContent('B$390.00');
      await cartLink(2);
      await waitFor(() => expect(stored()).toHaveLength(2));
    });
  },
};

/** Clearing empties the cart, the count and the storage key; the empty page leads to browsing. */
export const Clear: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Clear the cart' }));
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeVisible();
    const empty = screen().getByRole('region', { name: 'Your cart is empty' });
    await expect(within(empty).getByRole('link', { name: 'Browse items' })).toHaveAttribute(
      'href',
      '/search',
    );
    await cartLink(0);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull());
  },
};

/** Nothing in the cart, as a visitor sees it. */
export const Empty: Story = {
  parameters: { auth: 'visitor' },
  beforeEach: withStoredCart(),
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeVisible();
  },
};

/**
 * A visitor can fill a cart; the button says checking out needs a login, and the login page says
 * why (decision 0046).
 */
export const VisitorCheckout: Story = {
  parameters: { auth: 'visitor' },
  play: async () => {
    const logIn = await screen().findByRole('link', { name: 'Log in to check out' });
    await expect(screen().queryByRole('link', { name: 'Checkout' })).toBeNull();
    await userEvent.click(logIn);
    await expect(await screen().findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(screen().getByText('Log in to check out. Your cart is kept for you.')).toBeVisible();
  },
};

/** Two of the tent: the quantity and the price of one. */
export const Quantities: Story = {
  beforeEach: withStoredCart([{ item: item(107), isRental: false, quantity: 2 }]),
  play: async () => {
    const tent = await screen().findByRole('article', { name: 'Four-person camping tent' });
    await expect(tent).toHaveTextContent('Quantity: 2 · B$180.00 each');
    await expect(total()).toHaveTextContent('B$360.00');
    await cartLink(2);
  },
};

/** A stored cart that is not a cart (edited by hand, or from an old version) is an empty cart. */
export const UnreadableStorage: Story = {
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    return () => localStorage.removeItem(STORAGE_KEYS.cart);
  },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeVisible();
  },
};

/** The browser refuses to store the cart (full or private): it works for the visit, and says so. */
export const Unsaved: Story = {
  beforeEach: () => {
    const cleanup = withStoredCart(cart)();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuse(this: Storage, key: string, value: string) {
      if (key === STORAGE_KEYS.cart)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    return () => {
      Storage.prototype.setItem = setItem;
      cleanup();
    };
  },
  play: async () => {
    await userEvent.click(
      await screen().findByRole('button', { name: 'Remove Samsung Galaxy Tab A8, used from your cart' }),
    );
    await expect(await screen().findByText('This cart lasts for this visit only')).toBeVisible();
    await expect(screen().getAllByRole('article')).toHaveLength(2);
  },
};

const longItem: CartItem = {
  ...item(104),
  title:
    'Yamaha P-125 digital piano with the L-125 wooden stand, the LP-1 three-pedal unit, a padded bench and headphones',
  cover: null,
};

/** A long title wraps beside its placeholder (no photo). */
export const LongText: Story = {
  beforeEach: withStoredCart([
    {
      item: longItem,
      isRental: true,
      quantity: 1,
      start_date: '2026-12-01',
      end_date: '2026-12-28',
    },
  ]),
  play: async () => {
    await expect(await screen().findByText('No photo')).toBeVisible();
    await expect(total()).toHaveTextContent('B$840.00');
  },
};

/** On a phone: lines stack with the price under the details, the summary under the lines. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  },
};
