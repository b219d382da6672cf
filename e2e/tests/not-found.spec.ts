import { expect, test } from '@playwright/test';

test('an unknown path shows 404 with the navbar and footer', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the SPA answers; the page says 404
  await expect(page.getByRole('heading', { name: '404 - Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Ver200423.005');
});

test('the footer shows the company address from the system details', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('contentinfo')).toContainText('Bandar Seri Begawan');
});
