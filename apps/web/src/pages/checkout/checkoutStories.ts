// What the checkout and PayPal sandbox screen stories share (dev only: imported by stories): the
// cart they start from, and the steps a person takes, by keyboard.
import type { CartEntry } from '@pinjam/api/domain';
import { demoItems } from '@pinjam/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '../../app/storage';
import { toCartItem } from '../../features/cart/toCartItem';
import { pressKey } from '../../testing/keyboard';
import { nextMonthDay, screen, withStoredCart } from '../../testing/storyHelpers';

const item = (id: number) => toCartItem(demoItems.find((i) => i.id === id)!);

/** Nurul's used tab as a purchase (B$160) and siti's Canon for three days next month (B$135, deposit B$500). */
export const checkoutCart: CartEntry[] = [
  { item: item(106), isRental: false, quantity: 1 },
  {
    item: item(101),
    isRental: true,
    quantity: 1,
    start_date: nextMonthDay(3).iso,
    end_date: nextMonthDay(5).iso,
  },
];

/** The cart in storage and no PayPal attempt left over from another story. */
export const withCheckoutCart = (entries: CartEntry[] = checkoutCart) => {
  const cart = withStoredCart(entries);
  return () => {
    sessionStorage.clear();
    const cleanup = cart();
    return () => {
      sessionStorage.clear();
      cleanup();
    };
  };
};

const button = (name: string | RegExp) => screen().findByRole('button', { name });

/** Focuses a choice and presses Space on it (Radix radios choose on Space, move on arrows). */
export async function choose(name: string) {
  const radio = await screen().findByRole('radio', { name });
  radio.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(radio).toBeChecked());
}

/** Presses a button with Enter, as a keyboard user does. */
export async function press(name: string | RegExp) {
  await pressKey(await button(name), '{Enter}');
}

/** Types into a labelled field after focusing it. */
export async function typeInto(label: string, text: string) {
  const field = await screen().findByRole('textbox', { name: label });
  field.focus();
  await userEvent.keyboard(text);
}

/** The current step's heading (it takes the focus when the step opens). */
export async function expectStep(name: string) {
  const heading = await screen().findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** Delivery, then the address Hakim's settings do not hold (his district is prefilled). */
export async function chooseDelivery() {
  await expectStep('Delivery or pickup');
  await choose('Platform delivery');
  await press('Continue');
  await expectStep('Address');
  await expect(screen().getByRole('combobox', { name: 'District' })).toHaveTextContent('Tutong');
  await typeInto('Street address', 'No. 7, Simpang 12, Jalan Tutong');
  await typeInto('Phone number', '+673 712 3456');
  await press('Continue');
}

/** The card form, typed and sent by keyboard. */
export async function payByCard(number = '4242 4242 4242 4242') {
  await expectStep('Payment');
  const form = within(await screen().findByRole('group', { name: 'Card details' }));
  form.getByRole('textbox', { name: 'Card number' }).focus();
  await userEvent.keyboard(number.replace(/ /g, ''));
  await userEvent.tab();
  await userEvent.keyboard('1234');
  await userEvent.tab();
  await userEvent.keyboard('123{Enter}');
}

/** From the start to the review, by delivery and the test card that pays. */
export async function toReview(pay: 'card' | 'paypal' = 'card') {
  await chooseDelivery();
  if (pay === 'card') await payByCard();
  else {
    await expectStep('Payment');
    await choose('PayPal');
    await press('Continue to review');
  }
  await expectStep('Review and pay');
  await waitFor(() => expect(screen().getByTestId('checkout-totals')).toBeVisible());
}

/** The cart as stored now (the cart actor writes it). */
export const storedCart = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as CartEntry[];
