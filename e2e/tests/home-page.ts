import { expect, type Page } from '@playwright/test';

/**
 * Opens the home page and waits until it is live. The server draws it and the app hydrates it
 * after the page has loaded; a journey that typed before then would race the hydration.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/**
 * Holds the app's scripts back until the returned function is called: the server's page is all
 * there is until then (the routing also keeps the browser's cache out of the way).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
