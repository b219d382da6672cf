import { expect, test } from './fixtures';
import { logIn } from './session';
import { buy, payByCard, toPayment } from './shop';

// Requests and orders on both sides against the real server and its demo data (issue 13 item 8):
// Siti answers a pending request for one of her items; Hakim reports an issue on one of his orders,
// and cancels a purchase he has paid for before Siti hands it over (issue 24).

test('siti accepts a pending request and sees the rental order under customer orders', async ({ page }) => {
  await logIn(page, 'siti@pinjam.bn', 'siti-pass-2026');
  await page.goto('/customer-requests');
  const list = page.getByRole('region', { name: 'Requests for your items' });
  const accept = list.getByRole('button', { name: /^Accept .+’s request for / }).first();
  await expect(accept).toBeVisible();
  const label = (await accept.getAttribute('aria-label')) ?? '';
  const title = label.replace(/^Accept .+’s request for /, '');
  await accept.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('will be charged');
  await dialog.getByRole('button', { name: 'Accept and charge' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Request accepted' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /^View order #\d+$/ })).toBeVisible();

  await page.goto('/customer-orders');
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(
    orders.getByRole('article').filter({ hasText: title }).filter({ hasText: 'Rental by' }).first(),
  ).toBeVisible();
});

test('hakim opens an order and reports an issue', async ({ page }) => {
  await logIn(page, 'hakim@pinjam.bn', 'hakim-pass-2026');
  // An order in use: issues can be reported once an order is on its way (the order machine).
  await page.goto('/my-orders?status=in_use');
  await page
    .getByRole('region', { name: 'Orders' })
    .getByRole('link', { name: /^Order #\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/my-orders\/order-details\/\d+$/);
  await expect(page.getByRole('list', { name: 'Order history' })).toBeVisible();

  await page.getByRole('button', { name: 'Report an issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an issue' });
  // By the keyboard, as the story does with the pointer: open the list, down to the third kind.
  const kind = dialog.getByRole('combobox', { name: /What went wrong/ });
  await kind.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Damaged' })).toBeFocused();
  // Down one key at a time until the third kind has focus: while the list settles just after it
  // opens, Radix may put focus back on the first option (a key pressed then is not lost, it is undone).
  const third = page.getByRole('option', { name: 'Not as described' });
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(third).toBeFocused({ timeout: 300 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(kind).toHaveText(/Not as described/);
  await dialog
    .getByRole('textbox', { name: /What happened/ })
    .fill('The lens has a scratch that the listing did not show.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your issue has been recorded, our staff will contact you' }),
  ).toBeVisible();
});

test('hakim cancels a paid purchase before it is handed over, with the mouse', async ({ page }) => {
  await logIn(page, 'hakim@pinjam.bn', 'hakim-pass-2026');
  // The dry bags (stock 6; aftersale.spec.ts buys one): the cancel gives this one back.
  await buy(page, 'Waterproof dry bags, 20 L');
  await toPayment(page, 'pickup');
  await payByCard(page, '4242 4242 4242 4242');
  const pay = page.getByRole('button', { name: /^Pay B\$/ });
  const total = (await pay.textContent())!.replace(/^Pay /, '').trim();
  await pay.click();
  await page.getByRole('link', { name: /^Order #\d+$/ }).click();
  await expect(page).toHaveURL(/\/my-orders\/order-details\/\d+$/);

  // Paid, not handed over: both ways out are there.
  await expect(page.getByRole('button', { name: 'Report an issue' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(`You are refunded ${total} in full`);
  // The seller (Norma, the dry bags' owner) is told.
  await expect(dialog).toContainText(/, and .+ is told\./);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The order is cancelled and you have been refunded in full.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
});
