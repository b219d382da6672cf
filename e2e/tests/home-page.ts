import { expect, type Page } from '@playwright/test';

/**
 * Opens the home page and waits until it is live. The server draws it and the app hydrates it
 * after the page has loaded; a journey that typed before then would race the hydration.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}
