import { expect, test } from './fixtures';
import { openHome } from './home-page';

// The CSP refuses any <style> element without this response's nonce
// (apps/server/src/platform/security/plugin.ts); the dropdowns (Radix Select) bring one, and the app hands it the nonce.
test('opening the dropdowns on the home and search pages raises no Content-Security-Policy error', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await openHome(page);
  await page.getByRole('combobox', { name: 'Location' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/search');
  await expect(page.locator('html[data-hydrated], #root > *').first()).toBeAttached();
  const dropdowns = page.getByRole('combobox');
  await expect(dropdowns.first()).toBeVisible();
  for (let i = 0; i < (await dropdowns.count()); i += 1) {
    if (!(await dropdowns.nth(i).isVisible())) continue;
    await dropdowns.nth(i).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }
  expect(refused).toEqual([]);
});
