import { expect, refusal, test, type Browser, type Page } from './fixtures';
import { demoItemId } from './demo-items';
import { logIn } from './session';
import { buy, payByCard, rent, toPayment } from './shop';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'the second person’s checkout, for a unit booked already': refusal(409, /^\/api\/checkout\/quote$/),
  },
});

/*
 * Issue 25, as a new user would try it: an item listed for rent and for sale with one unit, one
 * person rents it and another buys it; whoever comes second is told it is not available and
 * nobody pays for it. Faizal's DJI Mini 2 SE and Wei Ling's badminton set each have one unit in
 * the demo data, and no other journey uses them.
 */

const HAKIM = { email: 'hakim@pinjam.bn', password: 'hakim-pass-2026' };
const AMINAH = { email: 'aminah@pinjam.bn', password: 'aminah-pass-2026' };

/** A second person in a window of their own. */
async function secondPerson(browser: Browser, who: typeof HAKIM): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, who.email, who.password);
  return page;
}

/** Pays for the cart by card with pickup, and sees the thank-you page. */
async function checkOut(page: Page) {
  await toPayment(page, 'pickup');
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay B\$/ }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Thank you, your checkout went through' }),
  ).toBeVisible();
}

test.describe('one unit for rent and for sale', () => {
  test('in one cart, then requested by another for next month: the buyer is told it is booked and pays nothing', async ({
    page,
    browser,
  }) => {
    const drone = 'DJI Mini 2 SE starter drone';
    const aminah = await secondPerson(browser, AMINAH);
    await test.step('Aminah puts the drone in her cart to buy it', async () => {
      await buy(aminah, drone);
    });
    await test.step('Hakim requests it for three days next month and pays', async () => {
      await logIn(page, HAKIM.email, HAKIM.password);
      await rent(page, drone, 5, 7);
      await checkOut(page);
      await expect(page.getByText(/^Request #\d+/)).toBeVisible();
    });
    await test.step('Aminah checks out: the review says it is booked, and there is nothing to pay', async () => {
      await toPayment(aminah, 'pickup');
      const card = aminah.getByRole('group', { name: 'Card details' });
      await card.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
      await card.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1234');
      await card.getByRole('textbox', { name: 'Security code (CVC)' }).pressSequentially('123');
      await aminah.getByRole('button', { name: 'Continue to review' }).click();
      await expect(aminah.getByText('Some items are no longer available')).toBeVisible();
      await expect(
        aminah.getByText('This item is booked for rental, so it cannot be bought now.'),
      ).toBeVisible();
      await expect(aminah.getByRole('button', { name: /^Pay B\$/ })).toHaveCount(0);
    });
    await test.step('the drone’s page now says it cannot be bought, and offers nothing to add', async () => {
      await aminah.goto(`/view-item/${await demoItemId(aminah, drone)}`);
      await aminah.getByRole('radio', { name: 'Buy it' }).check();
      await expect(aminah.getByText('Booked for rental: none can be bought now.')).toBeVisible();
      await expect(aminah.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    });
  });

  test('bought, then opened by someone who wants to rent it: it is sold out, with no dates to choose', async ({
    page,
    browser,
  }) => {
    const badminton = 'Badminton set with net and posts';
    let id = 0;
    await test.step('Aminah buys the badminton set', async () => {
      await logIn(page, AMINAH.email, AMINAH.password);
      id = await demoItemId(page, badminton);
      await buy(page, badminton);
      await checkOut(page);
      await expect(page.getByRole('link', { name: /^Order #\d+$/ })).toBeVisible();
    });
    await test.step('Hakim opens it to rent: sold out, no dates, nothing to add', async () => {
      const hakim = await secondPerson(browser, HAKIM);
      await hakim.goto(`/view-item/${id}`);
      await expect(hakim.getByRole('heading', { level: 1, name: badminton })).toBeVisible();
      await hakim.getByRole('radio', { name: 'Rent it' }).check();
      await expect(hakim.getByText('None are available at the moment.')).toBeVisible();
      await expect(hakim.getByRole('button', { name: /^Rental dates/ })).toHaveCount(0);
    });
  });
});
