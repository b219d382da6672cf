import { expect, refusal, test } from './fixtures';
import { followEmailLink, uniqueEmail } from './mailbox';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'the signup form is sent with mistakes: the server names them': refusal(422, /^\/api\/auth\/signup$/),
    'logging in before the account is activated is refused': refusal(403, /^\/api\/auth\/login$/),
    'logging out while the dashboard asks for its figures': refusal(401, /^\/api\/user\/stats$/),
  },
});

test.describe('a new user', () => {
  test('signs up, activates from the mailbox, logs in, meets the guards and logs out', async ({ page }) => {
    const email = uniqueEmail('amal');
    const password = 'sunny-beach-2026';

    await test.step('a visitor opening the dashboard is sent to the login page', async () => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('signs up', async () => {
      await page.getByRole('link', { name: 'Signup' }).first().click();
      await expect(page).toHaveURL(/\/signup$/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Full Name').fill('Amal Hassan');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Password confirmation').fill(password);
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/signup-success$/);
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    });

    await test.step('cannot log in before activating', async () => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toContainText(/activate/i);
    });

    await test.step('activates from the dev mailbox', async () => {
      await followEmailLink(page, email, 'Activate your Pinjam account');
      await expect(page).toHaveURL(/\/email-activated$/);
      await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
    });

    await test.step('the same link used again lands on the invalid page', async () => {
      await followEmailLink(page, email, 'Activate your Pinjam account');
      await expect(page).toHaveURL(/\/email-token-invalid$/);
    });

    await test.step('logs in and lands on the dashboard', async () => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Welcome, Amal' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Hi, Amal/ })).toBeVisible();
    });

    await test.step('a signed-in user opening /login or /signup is sent to the dashboard', async () => {
      await page.goto('/login');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/signup');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('a user who is not an admin is sent from admin pages to the dashboard', async () => {
      await page.goto('/admin/users');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('the session survives a reload', async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: /Hi, Amal/ })).toBeVisible();
    });

    await test.step('logs out from the user menu, back to the home page', async () => {
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('user') ?? '{}').token as string,
      );
      await page.getByRole('button', { name: /Hi, Amal/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      // The token was revoked on the server, not only forgotten by the browser.
      const response = await page.request.get('/api/user/get/', {
        headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(response.status()).toBe(401);
    });
  });

  test('sees the server’s messages beside the signup fields, and loses nothing typed', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('siti@pinjam.bn');
    await page.getByLabel('Full Name').fill('Siti Again');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password confirmation').fill('different');
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/at least 8 characters/i);
    await expect(password).toBeFocused();
    await expect(page.getByLabel('Password confirmation')).toHaveAccessibleDescription(/do not match/i);
    await expect(page.getByLabel('Full Name')).toHaveValue('Siti Again');

    await password.fill('long-enough-1');
    await page.getByLabel('Password confirmation').fill('long-enough-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // An address that has an account gets the same answer as a new one (its owner is emailed
    // instead): nothing tells a stranger that the address is taken.
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });
});

test('an admin logs in and reaches the admin pages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@pinjam.bn');
  await page.getByLabel('Password').fill('admin-pass-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Hi, Pinjam/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Activity' })).toHaveCount(0);
});
