import { expect, test } from './fixtures';

// The information pages are drawn on the server (decision 0013): they read and work without
// the app's scripts, which arrive once the page has loaded.
test.describe('the information pages without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('each shows its content, with the navbar and the footer', async ({ page }) => {
    for (const url of ['/about-us', '/how-it-works', '/faq', '/terms-of-service', '/privacy-policy']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }), url).toBeAttached();
      await expect(page.getByRole('contentinfo'), url).toBeVisible();
    }
  });

  test("a FAQ question opens to show its answer, and the footer's links lead on", async ({ page }) => {
    await page.goto('/faq');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
