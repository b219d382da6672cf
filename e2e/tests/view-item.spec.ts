import { expect, refusal, test } from './fixtures';
import { demoItemId, nextMonthDay } from './demo-items';
import { logIn } from './session';
import { rent } from './shop';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'an unknown item answers 404': refusal(404, /^\/view-item\/\d+$/),
    'and so does its API call': refusal(404, /^\/api\/items\/get-item\/\d+$/),
  },
});

test.describe('an item page', () => {
  test('a verified user rents one item and buys another; the cart counts, lists and keeps them; the owner has a profile', async ({
    page,
  }) => {
    const canon = await demoItemId(page, 'Canon EOS R6 camera body');
    const batteries = await demoItemId(page, 'Spare DJI Mini batteries and charging hub');
    await logIn(page, 'hakim@pinjam.bn', 'hakim-pass-2026');

    await test.step('rents the camera for three days next month', async () => {
      await page.goto(`/view-item/${canon}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Canon EOS R6 camera body' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
      await page.getByRole('button', { name: /^Rental dates/ }).click();
      const calendar = page.getByRole('dialog');
      await calendar.getByRole('button', { name: 'Next month' }).click();
      // Days of its own: the checkout journey rents this camera on the 10th to 12th.
      await calendar.getByRole('button', { name: new RegExp(`^${nextMonthDay(20)}`) }).click();
      await calendar.getByRole('button', { name: new RegExp(`^${nextMonthDay(22)}`) }).click();
      await expect(page.getByText('B$135.00 for 3 days')).toBeVisible();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Added to your cart.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });

    await test.step("copies the camera's link, whose page a link-preview crawler reads with its 1200×630 photo", async () => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(new URL(`/view-item/${canon}`, page.url()).href);
      const preview = await page.request.get(link, {
        headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' },
      });
      expect(await preview.text()).toMatch(/<meta property="og:image" content="[^"]+-preview\.jpg">/);
    });

    await test.step('buys two of the batteries', async () => {
      await page.goto(`/view-item/${batteries}`);
      await expect(page.getByRole('heading', { name: 'Buy this item' })).toBeVisible();
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    });

    await test.step('the cart page lists both with their prices, and keeps them over a reload', async () => {
      await page.getByRole('link', { name: 'Cart, 3 items' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('article', { name: 'Canon EOS R6 camera body' })).toContainText('(3 days)');
      await expect(
        page.getByRole('article', { name: 'Spare DJI Mini batteries and charging hub' }),
      ).toContainText('Purchase');
      await expect(page.getByTestId('cart-total')).toHaveText('B$495.00');
      await page.reload();
      await expect(page.getByTestId('cart-total')).toHaveText('B$495.00');
      await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    });

    await test.step("opens the camera owner's profile", async () => {
      await page.getByRole('link', { name: 'Canon EOS R6 camera body' }).click();
      await page
        .getByRole('region', { name: 'Listed by' })
        .getByRole('link', { name: 'Siti Rahman' })
        .click();
      await expect(page).toHaveURL(/\/profile\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Siti Rahman' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: "Siti Rahman's items" }).getByRole('article').first(),
      ).toBeVisible();
    });
  });

  test('an unknown item says it is not available; a visitor rents into the cart, is asked to log in to check out, and comes back to checkout', async ({
    page,
  }) => {
    await page.goto('/view-item/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'This item is not available' })).toBeVisible();

    await test.step('the rental goes into the cart like a purchase, with a note about checkout', async () => {
      await rent(page, 'Canon EOS R6 camera body', 24, 25);
      await expect(page.getByText(/You will log in or sign up at checkout\. Renting needs/)).toBeVisible();
    });
    await test.step('the cart says "Log in to check out"; the login page says why', async () => {
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Log in to check out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Log in to check out. Your cart is kept for you.')).toBeVisible();
    });
    await test.step('logged in, Hakim is back at checkout with the camera (no 401 on the way)', async () => {
      await page.getByLabel('Email').fill('hakim@pinjam.bn');
      await page.getByLabel('Password').fill('hakim-pass-2026');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Delivery or pickup' })).toBeVisible();
    });
  });
});
