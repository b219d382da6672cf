import { expect, type Page } from '@playwright/test';
import { demoItemId, nextMonthDay } from './demo-items';

// Shopping as a member does it: the cart from the item pages, the checkout up to the payment
// step, the card typed in (the journeys of checkout.spec.ts and aftersale.spec.ts).

/**
 * Opens the item's page and waits until its add-to-cart panel is shown: the server draws the page,
 * and keeps the panel unseen while a member's session is restored (decision 0051).
 */
async function openItem(page: Page, title: string) {
  await page.goto(`/view-item/${await demoItemId(page, title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
}

/**
 * Chooses renting or buying where the item offers both. The panel's title is waited for (one of
 * its three), then says which; the choice is pressed with check(), which waits until it can be.
 * Nothing is read at once: a `count()` of the radios gave 0 in a CI run while the panel showed
 * them, and the add went in as a rental.
 */
async function choose(page: Page, how: 'Rent it' | 'Buy it') {
  const title = page.getByRole('heading', { level: 2, name: /^(Rent or buy|Rent this item|Buy this item)$/ });
  await expect(title).toBeVisible();
  if ((await title.textContent()) === 'Rent or buy') await page.getByRole('radio', { name: how }).check();
}

/** Puts the item in the cart as a rental from day `first` to `last` of next month. */
export async function rent(page: Page, title: string, first: number, last: number) {
  await openItem(page, title);
  await choose(page, 'Rent it');
  await page.getByRole('button', { name: /^Rental dates/ }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: new RegExp(`^${nextMonthDay(first)}`) }).click();
  await calendar.getByRole('button', { name: new RegExp(`^${nextMonthDay(last)}`) }).click();
  await expect(page.getByText(`for ${last - first + 1} days`)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
}

/** Puts one of the item in the cart as a purchase. */
export async function buy(page: Page, title: string) {
  await openItem(page, title);
  await choose(page, 'Buy it');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
}

/** From the cart's Checkout button to the payment step: pickup, or delivery to an address in Tutong. */
export async function toPayment(page: Page, fulfilment: 'delivery' | 'pickup' = 'delivery') {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery or pickup' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Platform delivery' })).toHaveAccessibleDescription(
    /B\$5\.00 per order/,
  );
  if (fulfilment === 'pickup') {
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    return;
  }
  await page.getByRole('radio', { name: 'Platform delivery' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveText(/Tutong/);
  await page.getByRole('textbox', { name: 'Street address' }).fill('No. 7, Simpang 12, Jalan Tutong');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+673 712 3456');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
}

/** Types the card and goes on to the review with the server's prices. */
export async function payByCard(page: Page, number: string) {
  const card = page.getByRole('group', { name: 'Card details' });
  await card.getByRole('textbox', { name: 'Card number' }).pressSequentially(number.replace(/ /g, ''));
  await card.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1234');
  await card.getByRole('textbox', { name: 'Security code (CVC)' }).pressSequentially('123');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review and pay' })).toBeVisible();
  await expect(page.getByTestId('checkout-totals')).toBeVisible();
}

export const cartCount = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('shopping_cart') ?? '[]').length as number);
