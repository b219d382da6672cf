import { expect, refusal, test } from './fixtures';
import { followEmailLink } from './mailbox';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'a reset link that is unknown or already used': refusal(404, /^\/api\/password\/find\/[^/]+$/),
    'a new password ends the sessions: the open dashboard is refused': refusal(401, /^\/api\/user\/stats$/),
  },
});

test('a user who forgot their password resets it from the emailed link and logs in with the new one', async ({
  page,
}) => {
  // Rosli: a demo seller no other journey logs in as (this one changes his password).
  const email = 'rosli@pinjam.bn';
  const newPassword = `fresh-start-${Date.now()}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  await followEmailLink(page, email, 'Reset your Pinjam password');
  await expect(page).toHaveURL(/\/password-reset\/request\/.+/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step('the used link no longer works', async () => {
    await page.getByRole('button', { name: /Hi, Rosli/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Signed out for good (the token revoked and forgotten) before the next page loads: one
    // loaded earlier would start with the revoked token and be refused (401s in its console).
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await followEmailLink(page, email, 'Reset your Pinjam password');
    await expect(page).toHaveURL(/\/email-token-invalid$/);
  });
});

test('an unknown reset link lands on the invalid page', async ({ page }) => {
  await page.goto('/password-reset/request/not-a-real-token');
  await expect(page).toHaveURL(/\/email-token-invalid$/);
});
