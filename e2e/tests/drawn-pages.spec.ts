import { expect, test, type Page } from './fixtures';
import { demoItemId } from './demo-items';
import { holdAppScripts } from './home-page';
import { logIn } from './session';

// The pages shared links land on, drawn by the server (issue 27, decision 0051): they show and
// work before the app's scripts arrive, and the scripts take over without asking again for what
// the page was drawn from, without a mismatch (a console error fails the journey) and without
// moving anything.

/** The layout shifts the page has had, summed as Lighthouse's CLS sums them (all in one window here). */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
}

test.describe('the item and search pages without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('an item shows its photos, price, dates and owner; a search lists its results, and its form searches', async ({
    page,
  }) => {
    const canon = await demoItemId(page, 'Canon EOS R6 camera body');
    await page.goto(`/view-item/${canon}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Canon EOS R6 camera body' })).toBeVisible();
    const photo = page.locator('[aria-roledescription="carousel"] img').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('region', { name: 'Prices' })).toContainText('B$45.00');
    await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expect(page.getByText('Listed', { exact: true })).toBeVisible();

    await page.locator('article a[href^="/search?category="]').first().click();
    await expect(page).toHaveURL(/\/search\?category=[a-z-]+$/);
    const results = page.getByRole('link', { name: /Canon EOS R6 camera body/ });
    await expect(results.first()).toBeVisible();

    await page.getByRole('searchbox').first().fill('drone');
    await page.getByRole('searchbox').first().press('Enter');
    await expect(page).toHaveURL(/\/search\?q=drone$/);
    await expect(page.getByRole('heading', { name: /items? for “drone”/ }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /DJI Air 3 drone/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /DJI Air 3 drone/ })).toBeVisible();
  });

  test('a search with no results is drawn too', async ({ page }) => {
    await page.goto('/search?q=zeppelinzz');
    await expect(page.getByRole('heading', { name: /0 items for “zeppelinzz”/ }).first()).toBeVisible();
  });
});

test.describe('the item and search pages with scripts', () => {
  test('the app takes over a drawn item page without asking for its answers again or moving it', async ({
    page,
  }) => {
    const canon = await demoItemId(page, 'Canon EOS R6 camera body');
    const shifts = await watchShifts(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/items/')) asked.push(pathname);
    });
    const release = await holdAppScripts(page);
    await page.goto(`/view-item/${canon}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Canon EOS R6 camera body' })).toBeVisible();
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: /^Rental dates/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(asked).toEqual([]);
    expect(await shifts()).toBe(0);
  });

  test('the app takes over a drawn search page the same way', async ({ page }) => {
    const shifts = await watchShifts(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/items/')) asked.push(pathname);
    });
    await page.goto('/search?q=camera&utm_source=whatsapp');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { name: /items? for “camera”/ }).first()).toBeVisible();
    expect(asked).toEqual([]);
    expect(await shifts()).toBe(0);
  });

  test("the owner is shown their own listing's note, never a visitor's add-to-cart", async ({ page }) => {
    const canon = await demoItemId(page, 'Canon EOS R6 camera body');
    // The demo's camera is Siti's.
    await logIn(page, 'siti@pinjam.bn', 'siti-pass-2026');
    await page.goto(`/view-item/${canon}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByText('This is your listing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });
});
