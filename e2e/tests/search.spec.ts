import { expect, refusal, test, type Page } from './fixtures';
import { openHome } from './home-page';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'a hand-edited URL with a bad option': refusal(422, /^\/api\/items\/search$/),
  },
});

// The demo catalogue (apps/server/src/platform/db/seed/demo): 80 listings, five per category, in all four
// districts; Tutong's owners are Hakim and Norma. Other journeys list items too, so counts are
// read from the server's own answer for the same query rather than assumed.

const results = (page: Page) => page.getByRole('list', { name: 'Results' });
/** The answer for the URL on screen is in (earlier results stay, marked busy, while it loads). */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
/** How many items the server finds for a query string, as the page should say it. */
async function itemsFor(page: Page, query = ''): Promise<string> {
  const response = await page.request.get(`/api/items/search?${query}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { total } = (await response.json()) as { total: number };
  return `${total} ${total === 1 ? 'item' : 'items'}`;
}
const summary = (page: Page) =>
  page.getByRole('region', { name: /items?( for|$)/ }).getByRole('heading', { level: 2 });

test.describe('search', () => {
  test('a misspelt word from the header box still finds the camera, and the box keeps the word', async ({
    page,
  }) => {
    await openHome(page);
    const box = page.getByRole('searchbox', { name: 'Search items' });
    await box.fill('camra');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=camra$/);
    await expect(page).toHaveTitle('Search: camra · Pinjam');
    await expect(results(page).getByRole('link', { name: 'Canon EOS R6 camera body' })).toBeVisible();
    await expect(summary(page)).toHaveText(/^\d+ items? for “camra”$/);
    await expect(page.getByRole('searchbox', { name: 'Search items' })).toHaveValue('camra');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best match');
  });

  test('a category tile on the home page opens its results with the category chosen', async ({ page }) => {
    await openHome(page);
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Drones' }).click();
    await expect(page).toHaveURL(/\/search\?category=drones$/);
    const drones = await itemsFor(page, 'category=drones');
    await expect(summary(page)).toHaveText(drones);
    await expect(page.getByRole('radio', { name: /^Drones/ })).toBeChecked();
    await expect(results(page).getByRole('link')).toHaveCount(Number.parseInt(drones, 10));
  });

  test('the home hero lands with its words and district chosen', async ({ page }) => {
    await openHome(page);
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('tent');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Temburong' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=tent&district=Temburong$/);
    await expect(summary(page)).toHaveText(/^\d+ items? for “tent”$/);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Temburong');
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('tent');
    for (const card of await results(page).getByRole('article').all())
      await expect(card).toContainText('Temburong');
  });

  test('filters by district and date, each in the URL; Back and Forward step through them', async ({
    page,
  }) => {
    await page.goto('/search');
    const all = await itemsFor(page);
    await expect(summary(page)).toHaveText(all);

    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Tutong' }).click();
    await expect(page).toHaveURL(/\/search\?district=Tutong$/);
    await settled(page);
    // The summary says what the server finds in Tutong (waited for: the page may still show all).
    const tutong = await itemsFor(page, 'district=Tutong');
    await expect(summary(page)).toHaveText(tutong);
    const inTutong = Number.parseInt(tutong, 10);
    expect(inTutong).toBeGreaterThan(0);
    expect(inTutong).toBeLessThan(Number.parseInt(all, 10));
    for (const card of await results(page).getByRole('article').all())
      await expect(card).toContainText('Tutong');

    await page.getByRole('button', { name: /^Available on/ }).click();
    // The calendar opens on today: tomorrow is one step right.
    await expect(page.getByRole('dialog').getByRole('button', { name: /^Today, / })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?district=Tutong&date=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('button', { name: /^Remove filter: Available on / })).toBeVisible();
    await settled(page);
    // A date means 'for rent that day': every card has a day rate.
    await expect(results(page).getByRole('article').first()).toBeVisible();
    for (const card of await results(page).getByRole('article').all())
      await expect(card).toContainText('per day');

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?district=Tutong$/);
    await expect(page.getByRole('button', { name: /^Available on/ })).toContainText('Select Date');
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(summary(page)).toHaveText(all);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('All districts');
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText('Tutong');
  });

  test('pages through the catalogue and opens a result', async ({ page }) => {
    await page.goto('/search?sort=price_desc');
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages.getByRole('link', { name: 'Page 4' })).toBeVisible();
    const firstOnPage1 = await results(page).getByRole('heading', { level: 3 }).first().textContent();

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/search\?sort=price_desc&page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    await expect(results(page).getByRole('heading', { level: 3 }).first()).not.toHaveText(firstOnPage1 ?? '');
    await expect(results(page).getByRole('article')).toHaveCount(24);

    const card = results(page).getByRole('link').first();
    const title = await card.textContent();
    await card.click();
    await expect(page).toHaveURL(/\/view-item\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a full load of a new search starts at the top; a reload comes back to where it was', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/search?sort=price_desc');
    await expect(results(page).getByRole('article')).toHaveCount(24);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(scrollY).toBe(900);

    await page.goto('/search?sort=price_asc');
    await expect(results(page).getByRole('article')).toHaveCount(24);
    await settled(page);
    await expect.poll(scrollY).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(scrollY).toBe(700);
    await page.reload();
    await expect(results(page).getByRole('article')).toHaveCount(24);
    await expect.poll(scrollY).toBe(700);
  });

  test('a visitor who scrolls the drawn page before the app has started stays where they scrolled', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    // The app's scripts held back, as on a slow phone: the server's page is there to read and scroll.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?sort=newest', { waitUntil: 'domcontentloaded' });
    await expect(results(page).getByRole('article')).toHaveCount(24);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(scrollY).toBe(600);
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await settled(page);
    expect(await scrollY()).toBe(600);
  });

  test('a hand-edited URL gets a clear message, and dropping the bad option recovers', async ({ page }) => {
    await page.goto('/search?category=sports&page=abc');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Some search options in this address are not valid');
    await expect(alert).toContainText('Page:');
    await alert.getByRole('button', { name: 'Remove these options' }).click();
    await expect(page).toHaveURL(/\/search\?category=sports$/);
    await expect(summary(page)).toHaveText(await itemsFor(page, 'category=sports'));
  });

  test('on a phone the filters open in a dialog that says how many items they give', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/search');
    await expect(summary(page)).toHaveText(await itemsFor(page));
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('radio', { name: 'Buy' }).click();
    await expect(page).toHaveURL(/\/search\?type=buy$/);
    const show = dialog.getByRole('button', { name: /^Show \d+ items?$/ });
    await expect(show).toBeVisible();
    await show.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
