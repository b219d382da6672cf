import { expect, test, type Browser, type Page } from './fixtures';
import { logIn } from './session';
import { buy, payByCard, toPayment } from './shop';

/*
 * Issue 17, "Tried as a new user would": "Resolve a reported issue with a partial refund and see
 * the payout change" (decision 0043), against the real server and its demo data. Hakim buys
 * Wei Ling's storage bags with pickup through the real checkout; she hands them over; Hakim
 * reports an issue; the admin filters the orders by open issue, opens it and refunds B$10: the
 * issue closes, the refund and Wei Ling's lower net show. Then Hakim buys her hand truck and the
 * admin cancels it with a reason: cancelled, refunded in full. The clock is not moved.
 * Items no other journey buys: the under-bed bags (stock 5) and the hand truck (stock 3).
 */

const HAKIM = ['hakim@pinjam.bn', 'hakim-pass-2026'] as const;
const WEILING = ['weiling@pinjam.bn', 'weiling-pass-2026'] as const;
const ADMIN = ['admin@pinjam.bn', 'admin-pass-2026'] as const;
const BAGS = 'Under-bed storage bags, set of four';
const TROLLEY = 'Folding hand truck trolley';

async function as(browser: Browser, [email, password]: readonly [string, string]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

/** Buys one of the item by card through the checkout; answers the order's number. */
async function purchase(page: Page, title: string, fulfilment: 'pickup' | 'delivery'): Promise<number> {
  await buy(page, title);
  await toPayment(page, fulfilment);
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay B\$/ }).click();
  const order = page.getByRole('link', { name: /^Order #\d+$/ });
  await expect(order).toBeVisible();
  return Number((await order.textContent())!.replace(/\D/g, ''));
}

test('the admin resolves an issue with a partial refund, and cancels another order with a reason', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const hakim = await as(browser, HAKIM);
  let bagsId = 0;

  await test.step('Hakim buys with pickup; Wei Ling hands it over; Hakim reports an issue', async () => {
    bagsId = await purchase(hakim, BAGS, 'pickup');
    const weiling = await as(browser, WEILING);
    await weiling.goto(`/my-orders/order-details/${bagsId}`);
    await weiling.getByRole('button', { name: 'Mark handed over', exact: true }).click();
    await weiling
      .getByRole('alertdialog')
      .or(weiling.getByRole('dialog'))
      .getByRole('button', { name: 'Mark handed over', exact: true })
      .click();
    await expect(weiling.getByRole('status').first()).toBeVisible();

    await hakim.goto(`/my-orders/order-details/${bagsId}`);
    await hakim.getByRole('button', { name: 'Report an issue' }).click();
    const dialog = hakim.getByRole('dialog', { name: 'Report an issue' });
    // By the keyboard (the dialog's overlay takes the pointer): open the list, take the first kind.
    const kind = dialog.getByRole('combobox', { name: /What went wrong/ });
    await kind.focus();
    await hakim.keyboard.press('Enter');
    await expect(hakim.getByRole('option', { name: 'Damaged' })).toBeFocused();
    await hakim.keyboard.press('Enter');
    await expect(kind).toHaveText(/Damaged/);
    await dialog
      .getByRole('textbox', { name: /What happened/ })
      .fill('Two of the four bags have split seams.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(
      hakim
        .getByRole('status')
        .filter({ hasText: 'Your issue has been recorded, our staff will contact you' }),
    ).toBeVisible();
  });

  const admin = await as(browser, ADMIN);
  await test.step('the admin finds it among the orders with an open issue', async () => {
    await admin.goto('/admin/orders');
    await admin.getByRole('combobox', { name: 'Issues' }).click();
    await admin.getByRole('option', { name: 'Open issue' }).click();
    await expect(admin).toHaveURL(/issue=open/);
    const row = admin
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: `#${bagsId}`, exact: true }) });
    await expect(row).toContainText('Issue open');
    await row.getByRole('link', { name: `#${bagsId}`, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/order/${bagsId}$`));
    await expect(admin.getByText('Two of the four bags have split seams.')).toBeVisible();
  });

  await test.step('a partial refund of B$10: the issue closes, the refund and the lower net show', async () => {
    const amounts = admin.getByRole('region', { name: 'Amounts' });
    const netBefore = (await amounts.getByText(/^B\$/).nth(5).textContent())!;
    const form = admin.getByRole('form', { name: 'Resolve the issue' });
    await form.getByRole('radio', { name: /Partial refund/ }).check();
    await form.getByRole('textbox', { name: /Amount to refund/ }).fill('10');
    await expect(form.getByRole('status')).toContainText(`Seller’s net: ${netBefore} → B$`);
    const preview = (await form.getByRole('status').textContent())!;
    const netAfter = preview.split('→ ')[1]!.trim();
    expect(netAfter).not.toBe(netBefore);
    await form.getByRole('textbox', { name: /Note/ }).fill('Two bags split: B$10 back.');
    await form.getByRole('button', { name: 'Resolve' }).click();
    const confirm = admin.getByRole('dialog', { name: /Resolve the issue on order/ });
    await expect(confirm).toContainText('The buyer gets B$10.00 back.');
    await confirm.getByRole('button', { name: 'Confirm and resolve' }).click();
    await expect(admin.getByText('The issue is resolved with a partial refund.')).toBeVisible();
    await expect(admin.getByText('Damaged · Refunded in part')).toBeVisible();
    await expect(admin.getByRole('form', { name: 'Resolve the issue' })).toHaveCount(0);
    await expect(amounts).toContainText('B$10.00');
    await expect(amounts).toContainText(netAfter);
    await expect(admin.getByRole('region', { name: 'History' })).toContainText('order.resolve');
  });

  await test.step('another order cancelled by the admin with a reason: cancelled, refunded', async () => {
    const trolleyId = await purchase(hakim, TROLLEY, 'delivery');
    await admin.goto(`/admin/orders/order/${trolleyId}`);
    await admin.getByRole('button', { name: 'Cancel with refund' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Wei Ling is away this week.');
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(admin.getByText(/The order is cancelled and the buyer refunded in full/)).toBeVisible();
    await expect(admin.getByText('Cancelled: Wei Ling is away this week.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Cancel with refund' })).toHaveCount(0);
    await expect(admin.getByRole('table', { name: 'Payments of this order' })).toContainText(/refunded/i);
  });
});
