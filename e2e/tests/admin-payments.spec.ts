import { expect, test, type Browser, type Page } from './fixtures';
import { logIn } from './session';
import { buy, payByCard, toPayment } from './shop';

/*
 * Issue 17, "Tried as a new user would": "Refund half of a payment" (decision 0042), against the
 * real server and its demo data. Hakim buys Rosli's hammock (B$45.00, pickup) through the real
 * checkout; the admin finds its payment among Hakim's, refunds half: the amounts change, Hakim's
 * order shows the refund, the payment's audit trail has it. The clock is not moved. An item no
 * other journey buys (stock 4).
 */

const HAKIM = ['hakim@pinjam.bn', 'hakim-pass-2026'] as const;
const ADMIN = ['admin@pinjam.bn', 'admin-pass-2026'] as const;
const HAMMOCK = 'Hammock and mosquito net set';

async function as(browser: Browser, [email, password]: readonly [string, string]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

test('the admin refunds half of a purchase’s payment; the buyer’s order shows it', async ({ browser }) => {
  test.setTimeout(180_000);
  const hakim = await as(browser, HAKIM);
  let orderId = 0;

  await test.step('Hakim buys the hammock by card, with pickup', async () => {
    await buy(hakim, HAMMOCK);
    await toPayment(hakim, 'pickup');
    await payByCard(hakim, '4242 4242 4242 4242');
    await hakim.getByRole('button', { name: /^Pay B\$/ }).click();
    const order = hakim.getByRole('link', { name: /^Order #\d+$/ });
    await expect(order).toBeVisible();
    orderId = Number((await order.textContent())!.replace(/\D/g, ''));
  });

  const admin = await as(browser, ADMIN);
  await test.step('the admin finds its payment among Hakim’s', async () => {
    await admin.goto('/admin/payments');
    await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await admin.getByRole('searchbox', { name: /Search by the payer/ }).fill('hakim');
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin).toHaveURL(/q=hakim/);
    const row = admin
      .getByRole('table', { name: 'Payments' })
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: `#${orderId}`, exact: true }) });
    await expect(row).toContainText('B$45.00');
    await row.getByRole('link', { name: /^pmt_/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: /^Payment pmt_/ })).toBeVisible();
    await expect(admin.getByRole('link', { name: new RegExp(`^#${orderId} `) })).toBeVisible();
  });

  await test.step('the admin refunds half: the amounts change', async () => {
    const form = admin.getByRole('form', { name: 'Refund' });
    await form.getByRole('textbox', { name: /Amount to refund/ }).fill('22.50');
    await form.getByRole('textbox', { name: /Reason/ }).fill('The net has a small tear');
    await form.getByRole('button', { name: 'Refund…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund B$22.50?' });
    await expect(dialog).toContainText('Hakim Yusof gets B$22.50 back');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(admin.getByText('Refunded B$22.50. Hakim Yusof has been told.')).toBeVisible();
    const amounts = admin.locator('dl[aria-label="Amounts"]');
    await expect(amounts).toContainText('Refunded');
    await expect(amounts).toContainText('Left to refund');
    await expect(amounts.locator('dd').nth(2)).toHaveText('B$22.50');
    await expect(amounts.locator('dd').nth(3)).toHaveText('B$22.50');
    await expect(admin.getByText('The net has a small tear').first()).toBeVisible();
  });

  await test.step('the payment’s audit trail has the refund', async () => {
    await expect(admin.getByText('payment.refund').first()).toBeVisible();
  });

  await test.step('Hakim’s order shows the refund', async () => {
    await hakim.goto(`/my-orders/order-details/${orderId}`);
    await expect(hakim.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(hakim.getByText('B$22.50').first()).toBeVisible();
  });
});
