import { expect, refusal, test, type Page } from './fixtures';
import { logIn } from './session';
import { buy, cartCount, payByCard, rent, toPayment } from './shop';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'the declined test card': refusal(402, /^\/api\/checkout$/),
  },
});

/*
 * One checkout for rentals and purchases against the real server and its built-in payment
 * sandbox (docs/product.md, "Rent, buy and pay"): Hakim buys one of Siti's items and rents another for
 * three days with the test card that pays and delivery; the declined test card says what to do and
 * keeps the cart; PayPal through the sandbox's page, approved, and once cancelled.
 * Each test uses its own items and days: the server keeps what the others bought and booked.
 */

const HAKIM = { email: 'hakim@pinjam.bn', password: 'hakim-pass-2026' };

/** The ids of the orders the signed-in user made (My orders), as the server has them. */
async function myOrderIds(page: Page): Promise<number[]> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.get('/api/order/get-user-orders', {
    headers: { Authorization: `Bearer ${token ?? ''}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  const { orders } = (await response.json()) as { orders: { id: number }[] };
  return orders.map((o) => o.id).sort((a, b) => a - b);
}

test.describe('checkout', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, HAKIM.email, HAKIM.password);
  });

  test('buys one of Siti’s items and rents another for three days by card with delivery; sees what was created', async ({
    page,
  }) => {
    await test.step('fills the cart', async () => {
      await buy(page, 'Zoom H6 audio recorder');
      await rent(page, 'Canon EOS R6 camera body', 10, 12);
      expect(await cartCount(page)).toBe(2);
    });
    await toPayment(page);
    await test.step('the browser’s Back steps back through the checkout, keeping what was entered', async () => {
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue(
        'No. 7, Simpang 12, Jalan Tutong',
      );
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: 'Delivery or pickup' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Platform delivery' })).toBeChecked();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    });
    await test.step('the review shows the server’s prices: the purchase now, the rental held', async () => {
      await payByCard(page, '4242 4242 4242 4242');
      const totals = page.getByTestId('checkout-totals');
      await expect(totals).toContainText('Purchases, paid nowB$380.00');
      await expect(totals).toContainText('Rentals, held until each owner acceptsB$135.00');
      await expect(totals).toContainText('Delivery (2 orders)B$10.00');
      await expect(page.getByText(/within 48 hours/)).toBeVisible();
      await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    });
    await test.step('pays, and sees the order and the request', async () => {
      await page.getByRole('button', { name: /^Pay B\$/ }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Thank you, your checkout went through' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^Order #\d+$/ })).toHaveAttribute(
        'href',
        /^\/my-orders\/order-details\/\d+$/,
      );
      await expect(page.getByText(/^Request #\d+/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to My requests' })).toHaveAttribute(
        'href',
        '/my-requests',
      );
      expect(await cartCount(page)).toBe(0);
    });
  });

  test('the declined test card says what to do, creates nothing and keeps the cart', async ({ page }) => {
    await buy(page, 'iPad Air with Apple Pencil');
    const before = await myOrderIds(page);
    await toPayment(page);
    await payByCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay B\$/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Your cart is kept');
    expect(await cartCount(page)).toBe(1);
    expect(await myOrderIds(page)).toEqual(before);
    await alert.getByRole('button', { name: 'Use another card or PayPal' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  });

  test('pays with PayPal on the sandbox’s page: once cancelled (nothing charged, cart kept), then approved', async ({
    page,
  }) => {
    await rent(page, 'DJI Mini 4 Pro Fly More combo', 15, 17);
    await toPayment(page);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review and pay' })).toBeVisible();

    await test.step('cancels on the PayPal page', async () => {
      await page.getByRole('button', { name: /^Continue to PayPal/ }).click();
      await expect(page).toHaveURL(/\/checkout\/paypal\/[^/]+$/);
      await expect(page.getByText('PayPal sandbox')).toBeVisible();
      await expect(page.getByTestId('paypal-amount')).toContainText('B$');
      await page.getByRole('button', { name: 'Cancel and return to Pinjam' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('alert')).toContainText(
        'You cancelled the PayPal payment; nothing was charged.',
      );
      expect(await cartCount(page)).toBe(1);
    });

    await test.step('pays again with PayPal and approves', async () => {
      await page.getByRole('button', { name: 'Choose how to pay' }).click();
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await page.getByRole('button', { name: /^Continue to PayPal/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Approve this payment' })).toBeVisible();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Thank you, your checkout went through' }),
      ).toBeVisible();
      await expect(page.getByText(/^Request #\d+/)).toBeVisible();
      expect(await cartCount(page)).toBe(0);
    });
  });
});
